import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createLocalPayments, type LocalPayments } from './local-payments.ts';
import type { PaymentsPort } from './payments-port.ts';
import { createStripePayments } from './stripe-payments.ts';

/** The payment provider, chosen in this one place: Stripe when its key is set, else the local checkout. */
export function createPayments(
  env: Pick<Env, 'payments' | 'publicUrl'>,
  db: Database,
): { payments: PaymentsPort; localCheckout: LocalPayments | null } {
  if (env.payments.provider === 'stripe') {
    return { payments: createStripePayments(env.payments), localCheckout: null };
  }
  const local = createLocalPayments(db, {
    publicUrl: env.publicUrl,
    webhookSecret: env.payments.webhookSecret,
  });
  return { payments: local.payments, localCheckout: local };
}
