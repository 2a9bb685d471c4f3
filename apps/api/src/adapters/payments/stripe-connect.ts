import type Stripe from 'stripe';
import type { PayoutsPort } from './payments-port.ts';
import { atProvider, idOf } from './stripe-calls.ts';

/**
 * Stripe Connect: Express accounts (Stripe collects identity and bank details on its onboarding),
 * account links, and separate transfers from the platform's balance (docs/decisions/payouts.md).
 */
export function createStripeConnect(stripe: Stripe): PayoutsPort {
  return {
    createPayoutAccount: ({ metadata, idempotencyKey }) =>
      atProvider(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            capabilities: { transfers: { requested: true } },
            metadata,
          },
          { idempotencyKey },
        );
        return { accountId: account.id };
      }),
    createOnboardingLink: (accountId, { returnUrl, refreshUrl }) =>
      atProvider(async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return { url: link.url };
      }),
    retrievePayoutAccount: (accountId) =>
      atProvider(async () => {
        const account = await stripe.accounts.retrieve(accountId);
        return { ready: account.details_submitted && account.capabilities?.transfers === 'active' };
      }),
    transfer: (transfer) =>
      atProvider(async () => {
        // Tied to its charge, the transfer can go out before the charge's funds are available.
        const charge = transfer.sourcePaymentId
          ? idOf((await stripe.paymentIntents.retrieve(transfer.sourcePaymentId)).latest_charge)
          : null;
        const created = await stripe.transfers.create(
          {
            amount: transfer.amountMinor,
            currency: transfer.currency.toLowerCase(),
            destination: transfer.destination,
            transfer_group: transfer.transferGroup,
            ...(charge ? { source_transaction: charge } : {}),
          },
          { idempotencyKey: transfer.idempotencyKey },
        );
        return { transferId: created.id };
      }),
    reverseTransfer: (transferId, idempotencyKey) =>
      atProvider(async () => {
        const reversal = await stripe.transfers.createReversal(transferId, {}, { idempotencyKey });
        return { reversalId: reversal.id };
      }),
  };
}
