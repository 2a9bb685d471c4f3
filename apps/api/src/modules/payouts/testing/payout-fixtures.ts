import {
  dataEnvelope,
  earningSchema,
  pagedEnvelope,
  payoutOnboardingSchema,
  payoutSummarySchema,
} from '@keyclub/domain';
import { expect } from 'vitest';
import { signStripeEvent } from '../../../adapters/payments/stripe-events.ts';
import type { AppDeps } from '../../../deps.ts';
import type { TestSession } from '../../tokens/testing/membership-fixtures.ts';

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export async function payoutSummaryOf(app: App, business: TestSession) {
  const response = await app.request('/payouts', { headers: business.headers });
  expect(response.status, await response.clone().text()).toBe(200);
  return dataEnvelope(payoutSummarySchema).parse(await response.json()).data;
}

export async function earningsOf(app: App, business: TestSession, query = '') {
  const response = await app.request(`/payouts/earnings${query}`, { headers: business.headers });
  expect(response.status, await response.clone().text()).toBe(200);
  return pagedEnvelope(earningSchema).parse(await response.json());
}

/** POST /payouts/onboarding: the local onboarding page's path. */
export async function onboardingPath(app: App, business: TestSession, init: RequestInit = {}) {
  const response = await app.request('/payouts/onboarding', {
    ...init,
    method: 'POST',
    headers: business.headers,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return new URL(dataEnvelope(payoutOnboardingSchema).parse(await response.json()).data.url).pathname;
}

/** Submits the local page's bank form as a browser does. */
export const submitBankForm = (app: App, path: string, form: Record<string, string>) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

/** Onboards through the local page with a valid bank form; the account is READY after it. */
export async function connectPayouts(app: App, business: TestSession) {
  const response = await submitBankForm(app, await onboardingPath(app, business), {
    account_number: '000123456789',
    routing_number: '110000000',
  });
  expect(response.status, await response.clone().text()).toBe(303);
}

/** Sends a Stripe event signed as the provider signs them to POST /webhooks/stripe. */
export async function sendProviderEvent(
  app: App,
  deps: AppDeps,
  type: string,
  object: Record<string, unknown>,
) {
  if (deps.env.payments.provider !== 'local') throw new Error('Signed with the local provider’s secret');
  const payload = JSON.stringify({
    id: `evt_test_${Math.random().toString(16).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const response = await app.request('/webhooks/stripe', {
    method: 'POST',
    headers: { 'Stripe-Signature': signStripeEvent(payload, deps.env.payments.webhookSecret) },
    body: payload,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
