import {
  type CryptoPurchaseRequest,
  dataEnvelope,
  type PurchaseResult,
  purchaseResultSchema,
} from '@keyclub/domain';
import { api } from '../client.ts';

const purchaseResponseSchema = dataEnvelope(purchaseResultSchema);

/**
 * POST /tokens/{id}/purchase?crypto=true: claims the buyer's own mined purchase (or renewal)
 * transaction; the API checks it on chain and answers the owned copy.
 */
export async function claimCryptoPurchase(
  tokenId: number,
  body: CryptoPurchaseRequest,
): Promise<PurchaseResult> {
  const { data } = await api
    .post(`tokens/${tokenId}/purchase`, { searchParams: { crypto: 'true' }, json: body })
    .json(purchaseResponseSchema);
  return data;
}
