import {
  type CryptoPurchaseRequest,
  dataEnvelope,
  type PurchaseResult,
  purchaseResultSchema,
  type WalletResaleHoldRequest,
  type WalletResalePayment,
  walletResalePaymentSchema,
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

const walletResalePaymentResponseSchema = dataEnvelope(walletResalePaymentSchema);

/**
 * POST /tokens/{id}/purchase/hold: holds another consumer's resale listing for the buyer's wallet
 * and answers what to pay (the listing's total in the stablecoin, to the platform's treasury).
 */
export async function holdResaleForWallet(
  tokenId: number,
  body: WalletResaleHoldRequest,
): Promise<WalletResalePayment> {
  const { data } = await api
    .post(`tokens/${tokenId}/purchase/hold`, { json: body })
    .json(walletResalePaymentResponseSchema);
  return data;
}
