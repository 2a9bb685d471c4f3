import type {
  CryptoPurchaseRequest,
  PurchaseResult,
  WalletResaleHoldRequest,
  WalletResalePayment,
} from '@keyclub/domain';
import { api } from '../client.ts';

// Every page's header resumes an unfinished wallet claim (wallet's ResumeWalletClaims), so this file
// loads at first render: the answers' schemas (and zod) load with the first call instead.
const answerSchemas = () => import('./crypto-purchase-answers.ts');

/**
 * POST /tokens/{id}/purchase?crypto=true: claims the buyer's own mined purchase (or renewal)
 * transaction; the API checks it on chain and answers the owned copy.
 */
export async function claimCryptoPurchase(
  tokenId: number,
  body: CryptoPurchaseRequest,
): Promise<PurchaseResult> {
  const { purchaseResponseSchema } = await answerSchemas();
  const { data } = await api
    .post(`tokens/${tokenId}/purchase`, { searchParams: { crypto: 'true' }, json: body })
    .json(purchaseResponseSchema);
  return data;
}

/**
 * POST /tokens/{id}/purchase/hold: holds another consumer's resale listing for the buyer's wallet
 * and answers what to pay (the listing's total in the stablecoin, to the platform's treasury).
 */
export async function holdResaleForWallet(
  tokenId: number,
  body: WalletResaleHoldRequest,
): Promise<WalletResalePayment> {
  const { walletResalePaymentResponseSchema } = await answerSchemas();
  const { data } = await api
    .post(`tokens/${tokenId}/purchase/hold`, { json: body })
    .json(walletResalePaymentResponseSchema);
  return data;
}
