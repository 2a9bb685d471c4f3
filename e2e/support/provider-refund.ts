import { type APIRequestContext, expect } from '@playwright/test';
import { apiLogin } from './api.ts';
import { E2E_OPERATOR } from './operator.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';

/**
 * A refund made in the payment provider after the key was delivered, as the platform's staff make
 * one in Stripe's dashboard: the run's operator refunds the payment of checkout session `sessionId`
 * on the local provider's dashboard, which sends the API the signed `charge.refunded` Stripe would.
 */
export const refundInProviderDashboard = setUpStep(
  'a refund in the provider’s dashboard',
  async function refundInProviderDashboard(request: APIRequestContext, sessionId: string) {
    const { accessToken } = await apiLogin(request, E2E_OPERATOR);
    const refunded = await request.post(`${apiUrl}/checkout/local-dashboard/${sessionId}/refund`, {
      headers: { 'x-access-token': accessToken },
    });
    expect(refunded.status(), await refunded.text()).toBe(200);
  },
);
