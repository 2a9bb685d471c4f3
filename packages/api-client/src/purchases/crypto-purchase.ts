import type {
  CryptoPurchaseRequest,
  PurchaseResult,
  WalletResaleHoldRequest,
  WalletResalePayment,
} from '@keyclub/domain';
import type { Options } from 'ky';
import type { z } from 'zod';
import { api } from '../client.ts';

// Every page's header resumes an unfinished wallet claim (wallet's ResumeWalletClaims), so this file
// loads at first render: the answers' schemas (and zod) load with the first call instead.
const answerSchemas = () => import('./crypto-purchase-answers.ts');
type AnswerSchemas = Awaited<ReturnType<typeof answerSchemas>>;

/** POST `path`: the `data` of its answer, checked by the schema `pick` takes from the answers' schemas. */
async function postChecked<T>(
  path: string,
  options: Options,
  pick: (schemas: AnswerSchemas) => z.ZodType<{ data: T }>,
): Promise<T> {
  const schema = pick(await answerSchemas());
  return (await api.post(path, options).json(schema)).data;
}

/**
 * POST /tokens/{id}/purchase?crypto=true: claims the buyer's own mined purchase (or renewal)
 * transaction; the API checks it on chain and answers the owned copy.
 */
export const claimCryptoPurchase = (tokenId: number, body: CryptoPurchaseRequest): Promise<PurchaseResult> =>
  postChecked(
    `tokens/${tokenId}/purchase`,
    { searchParams: { crypto: 'true' }, json: body },
    (schemas) => schemas.purchaseResponseSchema,
  );

/**
 * POST /tokens/{id}/purchase/hold: holds another consumer's resale listing for the buyer's wallet
 * and answers what to pay (the listing's total in the stablecoin, to the platform's treasury).
 */
export const holdResaleForWallet = (
  tokenId: number,
  body: WalletResaleHoldRequest,
): Promise<WalletResalePayment> =>
  postChecked(
    `tokens/${tokenId}/purchase/hold`,
    { json: body },
    (schemas) => schemas.walletResalePaymentResponseSchema,
  );
