import type { PayoutWallet, WalletLinkRequest } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { payoutWallets } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { verifySignIn } from '../wallets/verify-sign-in.ts';
import { siweDomainOf } from '../wallets/wallet-nonce.ts';

/** The host a payout wallet's Sign-In with Ethereum message names: the business app's. */
export const businessSiweDomain = (deps: Pick<AppDeps, 'env'>) => siweDomainOf(deps.env.businessAppUrl);

export async function payoutWalletOf(deps: Pick<AppDeps, 'db'>, businessId: number): Promise<PayoutWallet> {
  const [wallet] = await deps.db.select().from(payoutWallets).where(eq(payoutWallets.businessId, businessId));
  return {
    address: wallet?.address ?? null,
    verified_at: wallet?.verifiedAt.toISOString() ?? null,
  };
}

/**
 * PUT /payouts/wallet: the business's payout wallet becomes the address its owner proved to hold by
 * a Sign-In with Ethereum signature for the business app's host (the consumer's wallet link, for
 * another host). Replaces the one before; withdrawals already recorded keep their recipient.
 */
export async function linkPayoutWallet(
  deps: AppDeps,
  owner: { userId: number; businessId: number },
  request: WalletLinkRequest,
): Promise<PayoutWallet> {
  const address = await verifySignIn(deps, owner.userId, request, businessSiweDomain(deps));
  const linked = { address, linkedById: owner.userId, verifiedAt: new Date() };
  await deps.db
    .insert(payoutWallets)
    .values({ businessId: owner.businessId, ...linked })
    .onConflictDoUpdate({ target: payoutWallets.businessId, set: linked });
  return payoutWalletOf(deps, owner.businessId);
}
