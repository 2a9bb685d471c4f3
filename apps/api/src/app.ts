import type { AppDeps } from './deps.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import { corsMiddleware } from './http/cors.ts';
import { errorHandler, notFoundHandler } from './http/handle-errors.ts';
import { createRouter } from './http/open-api-app.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerAnnouncementRoutes } from './modules/announcements/routes.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { registerBusinessProfileRoutes } from './modules/business-profile/routes.ts';
import { registerBusinessRoutes } from './modules/businesses/routes.ts';
import { registerLocalCheckoutRoutes } from './modules/card-checkout/local-checkout-routes.ts';
import { cardPurchase, registerCardCheckoutRoutes } from './modules/card-checkout/routes.ts';
import { registerPaymentWebhookRoutes } from './modules/card-checkout/webhook-routes.ts';
import { registerCategoryRoutes } from './modules/categories/routes.ts';
import { registerChainWriteRoutes } from './modules/chain-writes/routes.ts';
import { cryptoPurchase, registerWalletHoldRoutes } from './modules/crypto-claims/routes.ts';
import { registerDevOutboxRoutes } from './modules/dev-outbox/routes.ts';
import { registerDocsRoutes } from './modules/docs/routes.ts';
import { registerFileRoutes } from './modules/files/routes.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerInsightRoutes } from './modules/insight/routes.ts';
import { registerMarketplaceRoutes } from './modules/marketplace/routes.ts';
import { registerMemberRoutes } from './modules/members/routes.ts';
import { registerOperatorRoutes } from './modules/operator/routes.ts';
import { registerOwnershipRoutes } from './modules/ownership/routes.ts';
import { registerLocalOnboardingRoutes } from './modules/payouts/local-onboarding-routes.ts';
import { registerPayoutRoutes } from './modules/payouts/routes.ts';
import { registerPurchaseRoutes } from './modules/purchases/routes.ts';
import { registerReferenceRoutes } from './modules/references/routes.ts';
import { registerReminderRoutes } from './modules/reminders/routes.ts';
import { registerResaleRoutes } from './modules/resale/routes.ts';
import { registerShareRoutes } from './modules/share/routes.ts';
import { registerTokenRoutes } from './modules/tokens/routes.ts';
import { registerUserRoutes } from './modules/users/routes.ts';
import { registerWalletPassRoutes } from './modules/wallet-passes/routes.ts';
import { registerWalletRoutes } from './modules/wallets/routes.ts';

/** The whole HTTP API for the given dependencies; it does not listen (server.ts does). */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.use(requestLogger(deps.logger));
  app.use(
    securityHeaders({
      production: deps.env.nodeEnv === 'production',
      consumerAppUrl: deps.env.consumerAppUrl,
      businessAppUrl: deps.env.businessAppUrl,
    }),
  );
  const cors = corsMiddleware(deps.env.corsOrigins);
  // The payment provider calls its webhook server to server: no browser origin is ever allowed there.
  app.use((c, next) => (c.req.path.startsWith('/webhooks/') ? next() : cors(c, next)));
  app.use(requestBodyLimit());

  registerHealthRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerReferenceRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerBusinessProfileRoutes(app, deps);
  registerTokenRoutes(app, deps);
  registerBusinessRoutes(app, deps);
  registerMarketplaceRoutes(app, deps);
  registerChainWriteRoutes(app, deps);
  registerWalletRoutes(app, deps);
  registerWalletHoldRoutes(app, deps);
  registerCardCheckoutRoutes(app, deps);
  registerPurchaseRoutes(app, deps, { card: cardPurchase, crypto: cryptoPurchase });
  registerOwnershipRoutes(app, deps);
  registerPaymentWebhookRoutes(app, deps);
  registerResaleRoutes(app, deps);
  registerAnnouncementRoutes(app, deps);
  registerReminderRoutes(app, deps);
  registerPayoutRoutes(app, deps);
  registerOperatorRoutes(app, deps);
  registerShareRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerWalletPassRoutes(app, deps);
  registerInsightRoutes(app, deps);
  if (deps.localCheckout) registerLocalCheckoutRoutes(app, deps, deps.localCheckout);
  if (deps.localCheckout) registerLocalOnboardingRoutes(app, deps, deps.localCheckout.connect);
  if (deps.env.devOutbox) registerDevOutboxRoutes(app, deps);
  if (deps.env.apiDocs) registerDocsRoutes(app);

  app.onError(errorHandler(deps.logger));
  app.notFound(notFoundHandler);
  return app;
}
