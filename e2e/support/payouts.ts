import { payoutOnboardingSchema } from '@keyclub/domain';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiCalls } from './api.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';

/**
 * Connects the payout account of the user of `accessToken` (a business, or a consumer, who needs one
 * to list a resale) as Settings → Payouts does: POST /payouts/onboarding, then the API's local
 * onboarding page's bank form, submitted valid. The account is READY after it.
 */
export const connectPayoutsThroughApi = setUpStep(
  'a connected payout account',
  async function connectPayoutsThroughApi(request: APIRequestContext, accessToken: string) {
    const started = await apiCalls(request, accessToken).write(
      'POST',
      '/payouts/onboarding',
      undefined,
      payoutOnboardingSchema,
      200,
    );
    const submitted = await request.post(`${apiUrl}${new URL(started.url).pathname}`, {
      form: { account_number: '000123456789', routing_number: '110000000' },
      maxRedirects: 0,
    });
    expect(submitted.status(), await submitted.text()).toBe(303);
  },
);
