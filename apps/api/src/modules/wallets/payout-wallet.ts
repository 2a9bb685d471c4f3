import type { PayoutWallet, WalletLinkRequest } from '@keyclub/domain';
import { payoutWallets } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { payoutWalletOf } from '../../read-models/payout-wallet.ts';
import { verifySignIn } from './verify-sign-in.ts';
import { siweDomainOf } from './wallet-nonce.ts';

/** The host a payout wallet's Sign-In with Ethereum message names: the business app's. */
export const businessSiweDomain = (deps: Pick<AppDeps, 'env'>) => siweDomainOf(deps.env.businessAppUrl);

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
