import { type APIRequestContext, expect } from '@playwright/test';
import { asNewClient } from './client-address.ts';
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
    const login = await request.post(`${apiUrl}/auth/login`, { headers: asNewClient(), data: E2E_OPERATOR });
    expect(login.status(), await login.text()).toBe(200);
    const refunded = await request.post(`${apiUrl}/checkout/local-dashboard/${sessionId}/refund`, {
      headers: { 'x-access-token': login.headers()['x-access-token'] ?? '' },
    });
    expect(refunded.status(), await refunded.text()).toBe(200);
  },
);
