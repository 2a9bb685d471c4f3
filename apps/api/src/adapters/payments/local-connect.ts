import { randomBytes } from 'node:crypto';
import type { BankForm } from '@keyclub/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localConnectAccounts, localTransfers } from '../../db/schema/index.ts';
import { PaymentsUnavailableError, type PayoutsPort } from './payments-port.ts';
import { signStripeEvent } from './stripe-events.ts';

/** Stripe's account links last minutes; the local page's lasts half an hour and is used once. */
const LINK_MS = 30 * 60_000;

const randomId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export type LocalOnboarding = typeof localConnectAccounts.$inferSelect;

/**
 * The embedded provider's Connect (development and tests; env.ts refuses it in production):
 * accounts and transfers in `local_connect_accounts` and `local_transfers`, an onboarding page with
 * the spec's bank form (modules/payouts/local-onboarding-routes.ts), and the `account.updated`
 * event Stripe would send, signed alike, through the same webhook handler.
 */
export function createLocalConnect(db: Database, options: { publicUrl: string; webhookSecret: string }) {
  const account = async (id: string) =>
    (await db.select().from(localConnectAccounts).where(eq(localConnectAccounts.id, id)))[0];

  const port: PayoutsPort = {
    async createPayoutAccount({ idempotencyKey }) {
      await db
        .insert(localConnectAccounts)
        .values({ id: randomId('acct'), idempotencyKey })
        .onConflictDoNothing({ target: localConnectAccounts.idempotencyKey });
      const [found] = await db
        .select({ id: localConnectAccounts.id })
        .from(localConnectAccounts)
        .where(eq(localConnectAccounts.idempotencyKey, idempotencyKey));
      if (!found) throw new Error('The local payout account was neither created nor found');
      return { accountId: found.id };
    },
    async createOnboardingLink(accountId, { returnUrl, refreshUrl }) {
      const linkId = randomId('acctlink');
      const [linked] = await db
        .update(localConnectAccounts)
        .set({ linkId, linkExpiresAt: new Date(Date.now() + LINK_MS), returnUrl, refreshUrl })
        .where(eq(localConnectAccounts.id, accountId))
        .returning({ id: localConnectAccounts.id });
      if (!linked) throw new PaymentsUnavailableError(new Error(`No local account ${accountId}`));
      return { url: `${options.publicUrl}/payouts/local/onboarding/${linkId}` };
    },
    async retrievePayoutAccount(accountId) {
      const found = await account(accountId);
      if (!found) throw new PaymentsUnavailableError(new Error(`No local account ${accountId}`));
      return { ready: found.payoutsEnabledAt !== null };
    },
    async transfer(transfer) {
      const destination = await account(transfer.destination);
      // As Stripe refuses a transfer to an account that cannot receive one yet.
      if (!destination?.payoutsEnabledAt)
        throw new PaymentsUnavailableError(new Error(`${transfer.destination} cannot receive transfers`));
      await db
        .insert(localTransfers)
        .values({
          id: randomId('tr'),
          idempotencyKey: transfer.idempotencyKey,
          destination: transfer.destination,
          amountMinor: transfer.amountMinor,
          currency: transfer.currency,
        })
        .onConflictDoNothing({ target: localTransfers.idempotencyKey });
      const [made] = await db
        .select({ id: localTransfers.id })
        .from(localTransfers)
        .where(eq(localTransfers.idempotencyKey, transfer.idempotencyKey));
      if (!made) throw new Error('The local transfer was neither made nor found');
      return { transferId: made.id };
    },
    async reverseTransfer(transferId, idempotencyKey) {
      const reversalId = `trr_local_${Buffer.from(idempotencyKey).toString('hex').slice(0, 24)}`;
      await db
        .update(localTransfers)
        .set({ reversalId })
        .where(and(eq(localTransfers.id, transferId), isNull(localTransfers.reversalId)));
      const [transfer] = await db.select().from(localTransfers).where(eq(localTransfers.id, transferId));
      if (!transfer?.reversalId)
        throw new PaymentsUnavailableError(new Error(`No local transfer ${transferId}`));
      return { reversalId: transfer.reversalId };
    },
  };

  return {
    port,
    /** The onboarding behind a link that is still valid, else undefined. */
    async findOnboarding(linkId: string): Promise<LocalOnboarding | undefined> {
      const [found] = await db
        .select()
        .from(localConnectAccounts)
        .where(
          and(eq(localConnectAccounts.linkId, linkId), gt(localConnectAccounts.linkExpiresAt, new Date())),
        );
      return found;
    },
    /**
     * The bank form was submitted: the account can receive transfers, the link is used up, and the
     * answer is the signed `account.updated` Stripe would send and where the browser goes back.
     */
    async completeOnboarding(linkId: string, bank: BankForm) {
      const [done] = await db
        .update(localConnectAccounts)
        .set({
          routingNumber: bank.routing_number,
          accountLast4: bank.account_number.slice(-4),
          payoutsEnabledAt: new Date(),
          linkId: null,
          linkExpiresAt: null,
        })
        .where(
          and(eq(localConnectAccounts.linkId, linkId), gt(localConnectAccounts.linkExpiresAt, new Date())),
        )
        .returning();
      if (!done) return undefined;
      const payload = JSON.stringify({
        id: randomId('evt'),
        object: 'event',
        type: 'account.updated',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: done.id,
            object: 'account',
            details_submitted: true,
            payouts_enabled: true,
            capabilities: { transfers: 'active' },
          },
        },
      });
      return {
        payload,
        signature: signStripeEvent(payload, options.webhookSecret),
        redirectTo: done.returnUrl ?? options.publicUrl,
      };
    },
  };
}

export type LocalConnect = ReturnType<typeof createLocalConnect>;
