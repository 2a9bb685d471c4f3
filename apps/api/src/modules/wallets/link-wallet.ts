import { MESSAGES, type WalletItem, type WalletLinkRequest } from '@keyclub/domain';
import { and, eq, sql } from 'drizzle-orm';
import { wallets } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { listWallets } from './list-wallets.ts';
import { refuseLink, verifySignIn } from './verify-sign-in.ts';
import { siweDomainOf } from './wallet-nonce.ts';

/**
 * POST /wallet/{id}: links the address after checking its Sign-In with Ethereum message for the
 * consumer app's host (verify-sign-in.ts), and answers all the user's addresses.
 */
export async function linkWallet(
  deps: AppDeps,
  userId: number,
  request: WalletLinkRequest,
): Promise<WalletItem[]> {
  const address = await verifySignIn(deps, userId, request, siweDomainOf(deps.env.consumerAppUrl));

  // A new address is linked; the user's own is verified again; another user's is left alone.
  const inserted = await deps.db
    .insert(wallets)
    .values({ userId, address, verifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: wallets.id });
  const linked =
    inserted.length > 0
      ? inserted
      : await deps.db
          .update(wallets)
          .set({ verifiedAt: new Date() })
          .where(and(sql`lower(${wallets.address}) = lower(${address})`, eq(wallets.userId, userId)))
          .returning({ id: wallets.id });
  if (linked.length === 0) throw refuseLink(409, MESSAGES.wallet.linkedToAnotherAccount, 'address');
  return listWallets(deps.db, userId);
}
