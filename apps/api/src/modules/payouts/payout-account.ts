import type { PayoutAccountStatus } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { payoutAccounts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'env'>;

/** Where the provider's onboarding sends the business back: its Payouts tab in Settings. */
const payoutsTabUrl = (deps: Deps, outcome: 'return' | 'refresh') =>
  `${deps.env.businessAppUrl}/settings?tab=payouts&onboarding=${outcome}`;

export async function payoutAccountOf(deps: Pick<AppDeps, 'db'>, businessId: number) {
  const [account] = await deps.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.businessId, businessId));
  return account;
}

export const accountStatus = (account: { status: string } | undefined): PayoutAccountStatus =>
  account ? (account.status as PayoutAccountStatus) : 'NOT_CONNECTED';

/**
 * POST /payouts/onboarding: the business's payout account (made at the provider once, with the key
 * `payout-account:<business>`, so a retry or a race finds the same one) and a fresh single-use
 * link to the provider's onboarding. The account id never comes from the client: the only account
 * a business can connect is the one made here for it. Provider calls run outside any transaction.
 */
export async function startOnboarding(deps: Deps, businessId: number): Promise<{ url: string }> {
  let account = await payoutAccountOf(deps, businessId);
  if (!account) {
    const { accountId } = await deps.payments.createPayoutAccount({
      businessId,
      idempotencyKey: `payout-account:${businessId}`,
    });
    await deps.db
      .insert(payoutAccounts)
      .values({ businessId, providerAccountId: accountId })
      .onConflictDoNothing({ target: payoutAccounts.businessId });
    account = await payoutAccountOf(deps, businessId);
    if (!account) throw new Error(`The payout account of business ${businessId} was not stored`);
  }
  return deps.payments.createOnboardingLink(account.providerAccountId, {
    returnUrl: payoutsTabUrl(deps, 'return'),
    refreshUrl: payoutsTabUrl(deps, 'refresh'),
  });
}

/**
 * account.updated (Stripe's, or the local onboarding page's, signed alike): only an account made
 * for a business here changes; answers whether it just became READY (its waiting earnings can go).
 */
export async function updatePayoutAccount(deps: Pick<AppDeps, 'db'>, accountId: string, ready: boolean) {
  const status = ready ? 'READY' : 'PENDING';
  const changed = await deps.db
    .update(payoutAccounts)
    .set({ status })
    .where(eq(payoutAccounts.providerAccountId, accountId))
    .returning({ id: payoutAccounts.id });
  return ready && changed.length > 0;
}
