import type { PurchaseMethod, PurchaseResult } from '@keyclub/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { validationError } from '../../http/errors.ts';
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

/** A method whose body is `schema`'s (a 400 with the fields otherwise). */
export const purchaseMethod =
  <Body>(
    schema: z.ZodType<Body>,
    complete: (deps: AppDeps, auth: AuthContext, tokenId: number, body: Body) => Promise<PurchaseResult>,
  ): PurchaseMethodHandler =>
  (deps, auth, tokenId, body) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    return complete(deps, auth, tokenId, parsed.data);
  };
