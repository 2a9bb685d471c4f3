import {
  cardPurchaseRequestSchema,
  cryptoPurchaseRequestSchema,
  type PurchaseMethod,
  type PurchaseResult,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { validationError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { pollCardPurchase } from './card-purchase.ts';
import { claimCryptoPurchase } from './crypto/claim-crypto-purchase.ts';

/** One way to complete POST /tokens/{id}/purchase; it validates its own body. */
export type PurchaseMethodHandler = (
  deps: AppDeps,
  auth: AuthContext,
  tokenId: number,
  body: unknown,
) => Promise<PurchaseResult>;

const cardPurchase: PurchaseMethodHandler = (deps, auth, tokenId, body) => {
  const parsed = cardPurchaseRequestSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return pollCardPurchase(deps, auth, tokenId, parsed.data.session_id);
};

const cryptoPurchase: PurchaseMethodHandler = (deps, auth, tokenId, body) => {
  const parsed = cryptoPurchaseRequestSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return claimCryptoPurchase(deps, auth, tokenId, parsed.data);
};

/** The method of `?stripe=true` / `?crypto=true`. */
const PURCHASE_METHODS: Record<PurchaseMethod, PurchaseMethodHandler> = {
  card: cardPurchase,
  crypto: cryptoPurchase,
};

export const purchaseMethod = (method: PurchaseMethod): PurchaseMethodHandler => PURCHASE_METHODS[method];
