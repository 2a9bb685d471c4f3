import type { PayoutWallet } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { payoutWallets } from '../db/schema/index.ts';
import type { AppDeps } from '../deps.ts';

/**
 * A business's payout wallet as the API answers it (none: both null). Linked in the wallets module
 * (Sign-In with Ethereum), read by payouts' balances: a read model, so neither module imports the other.
 */
export async function payoutWalletOf(deps: Pick<AppDeps, 'db'>, businessId: number): Promise<PayoutWallet> {
  const [wallet] = await deps.db.select().from(payoutWallets).where(eq(payoutWallets.businessId, businessId));
  return {
    address: wallet?.address ?? null,
    verified_at: wallet?.verifiedAt.toISOString() ?? null,
  };
}
