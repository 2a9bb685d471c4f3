import type { PurchaseMethod, PurchaseResult } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../http/require-auth.ts';

/**
 * One way to complete POST /tokens/{id}/purchase (card checkout, crypto claims); it validates its
 * own body. The composition hands one of each to the route, so neither module imports the other.
 */
export type PurchaseMethodHandler = (
  deps: AppDeps,
  auth: AuthContext,
  tokenId: number,
  body: unknown,
) => Promise<PurchaseResult>;

/** The method of `?stripe=true` / `?crypto=true`. */
export type PurchaseMethods = Record<PurchaseMethod, PurchaseMethodHandler>;
