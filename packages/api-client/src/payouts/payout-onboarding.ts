import type { PayoutOnboarding } from '@keyclub/domain';
import { useMutation } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';

/**
 * POST /payouts/onboarding: the provider's onboarding link for the business's payout account (Stripe
 * Connect, or the API's local bank form); it comes back to Settings → Payouts.
 */
export async function startPayoutOnboarding(): Promise<PayoutOnboarding> {
  return (await api.post('payouts/onboarding').json<DataAnswer<PayoutOnboarding>>()).data;
}

export const useStartPayoutOnboarding = () => useMutation({ mutationFn: startPayoutOnboarding });
