import type { PayoutAccountStatus } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { payoutAccounts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'env'>;

/** Who a payout account is for: a business (its earnings) or a consumer (their resale shares). */
export type Payee = { kind: 'business'; businessId: number } | { kind: 'consumer'; userId: number };

const ownedBy = (payee: Payee) =>
  payee.kind === 'business'
    ? eq(payoutAccounts.businessId, payee.businessId)
    : eq(payoutAccounts.userId, payee.userId);

/** Where the provider's onboarding sends the payee back: the Payouts tab of Settings in their app. */
const payoutsTabUrl = (deps: Deps, payee: Payee, outcome: 'return' | 'refresh') =>
  `${payee.kind === 'business' ? deps.env.businessAppUrl : deps.env.consumerAppUrl}/settings?tab=payouts&onboarding=${outcome}`;

export async function payoutAccountOf(deps: Pick<AppDeps, 'db'>, payee: Payee) {
  const [account] = await deps.db.select().from(payoutAccounts).where(ownedBy(payee));
  return account;
}

export const accountStatus = (account: { status: string } | undefined): PayoutAccountStatus =>
  account ? (account.status as PayoutAccountStatus) : 'NOT_CONNECTED';

/** The provider's account for the payee: made once, with a key a retry or a race finds again. */
async function createAccount(deps: Deps, payee: Payee) {
  const { accountId } = await deps.payments.createPayoutAccount(
    payee.kind === 'business'
      ? {
          metadata: { business_id: String(payee.businessId) },
          idempotencyKey: `payout-account:${payee.businessId}`,
        }
      : {
          metadata: { user_id: String(payee.userId) },
          idempotencyKey: `payout-account:user:${payee.userId}`,
        },
  );
  const owner = payee.kind === 'business' ? { businessId: payee.businessId } : { userId: payee.userId };
  // A race made it first: the same account (same key), its row already stored.
  await deps.db
    .insert(payoutAccounts)
    .values({ ...owner, providerAccountId: accountId })
    .onConflictDoNothing();
}

/**
 * POST /payouts/onboarding: the payee's payout account (made at the provider once) and a fresh
 * single-use link to the provider's onboarding. The account id never comes from the client: the
 * only account a business or consumer can connect is the one made here for them. Provider calls
 * run outside any transaction.
 */
export async function startOnboarding(deps: Deps, payee: Payee): Promise<{ url: string }> {
  let account = await payoutAccountOf(deps, payee);
  if (!account) {
    await createAccount(deps, payee);
    account = await payoutAccountOf(deps, payee);
    if (!account) throw new Error(`The payout account of ${payee.kind} was not stored`);
  }
  return deps.payments.createOnboardingLink(account.providerAccountId, {
    returnUrl: payoutsTabUrl(deps, payee, 'return'),
    refreshUrl: payoutsTabUrl(deps, payee, 'refresh'),
  });
}

/**
 * account.updated (Stripe's, or the local onboarding page's, signed alike): only an account made
 * for a payee here changes; answers whether it just became READY (its waiting earnings can go).
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
