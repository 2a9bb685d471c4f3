import { createRoute, z } from '@hono/zod-openapi';
import { bankFormSchema } from '@keyclub/domain';
import type { LocalConnect } from '../../adapters/payments/local-connect.ts';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { notFound } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { type BankFormErrors, localOnboardingPage } from './local-onboarding-page.ts';
import { handlePayoutEvent } from './payout-events.ts';

const linkParams = z.object({ link_id: z.string().regex(/^acctlink_local_[0-9a-f]{24}$/) });
const html = { 'text/html': { schema: z.string() } };
// Loose on purpose: the page itself shows the bank form's messages (bankFormSchema) under the fields.
const formFields = z.object({
  account_number: z.string().max(100).optional(),
  routing_number: z.string().max(100).optional(),
});

const pageRoute = createRoute({
  method: 'get',
  path: '/payouts/local/onboarding/{link_id}',
  tags: ['Payouts'],
  summary: 'The local onboarding page: the bank form (development and tests only; never with Stripe)',
  request: { params: linkParams },
  responses: {
    200: { description: 'Account Number, Routing Number, Submit', content: html },
    400: errorResponses[400],
    404: refusal('Unknown, used or lapsed link'),
  },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/payouts/local/onboarding/{link_id}',
  tags: ['Payouts'],
  summary: 'Submit the local onboarding’s bank form',
  description:
    'A valid form makes the account able to receive transfers, sends the signed account.updated Stripe would send through POST /webhooks/stripe’s handler, and sends the browser back to the Payouts tab of the app that started it (business or consumer). The link is used up.',
  request: {
    params: linkParams,
    body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: formFields } } },
  },
  responses: {
    303: {
      description: 'Back to the Payouts tab of the business or consumer app',
      headers: { Location: { schema: { type: 'string' as const } } },
    },
    400: { description: 'The page again, with the bank form’s messages', content: html },
    404: refusal('Unknown, used or lapsed link'),
  },
});

/** The local provider's onboarding page, mounted only when it is the provider (create-payments.ts). */
export function registerLocalOnboardingRoutes(app: Router, deps: AppDeps, connect: LocalConnect) {
  app.openapi(pageRoute, async (c) => {
    const { link_id: linkId } = c.req.valid('param');
    if (!(await connect.findOnboarding(linkId))) throw notFound();
    return c.html(localOnboardingPage(linkId), 200);
  });

  app.openapi(submitRoute, async (c) => {
    const { link_id: linkId } = c.req.valid('param');
    if (!(await connect.findOnboarding(linkId))) throw notFound();
    const values = { account_number: '', routing_number: '', ...c.req.valid('form') };
    const parsed = bankFormSchema.safeParse(values);
    if (!parsed.success) {
      const errors: BankFormErrors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof BankFormErrors;
        errors[name] ??= issue.message;
      }
      return c.html(localOnboardingPage(linkId, values, errors), 400);
    }
    const completed = await connect.completeOnboarding(linkId, parsed.data);
    if (!completed) throw notFound();
    // The signed account.updated Stripe would send, verified as POST /webhooks/stripe verifies it,
    // then handled as that route hands it on (payouts never reaches into purchases' webhook).
    const event = deps.payments.parseWebhook(completed.payload, completed.signature);
    if (event.type === 'payout-account') await handlePayoutEvent(deps, event);
    return c.redirect(completed.redirectTo, 303);
  });
}
