import { cardPurchaseRequestSchema, type PurchaseMethod, type PurchaseResult } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { pollCardPurchase } from './card-purchase.ts';

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

export const CRYPTO_NOT_AVAILABLE = 'Paying with crypto is not available yet. Pay by card.';

/** The method of `?stripe=true` / `?crypto=true`; the crypto claim (R7) joins here as `crypto`. */
const PURCHASE_METHODS: Partial<Record<PurchaseMethod, PurchaseMethodHandler>> = { card: cardPurchase };

export function purchaseMethod(method: PurchaseMethod): PurchaseMethodHandler {
  const handler = PURCHASE_METHODS[method];
  if (!handler)
    throw new HttpError(400, CRYPTO_NOT_AVAILABLE, [{ field: method, message: CRYPTO_NOT_AVAILABLE }]);
  return handler;
}
