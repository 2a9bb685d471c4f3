import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

type Csp = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;

/** JSON answers render nothing: no source of anything, never framed. */
const API_CSP: Csp = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * Swagger UI (modules/docs) loads its scripts and styles from this origin, injects <style>
 * elements (refused without 'unsafe-inline' for styles; scripts stay 'self' only), draws icons
 * from data: URIs and calls the API itself ("Try it out"). e2e/specs/harness/api-docs.spec.ts
 * fails on any violation.
 */
const DOCS_CSP: Csp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
};

/**
 * The local checkout page (development only): inline styles, the membership's image from wherever
 * storage serves it, and its forms, which post to the API and are redirected to the consumer app
 * (browsers apply form-action to that redirect too). The local onboarding page's form is redirected
 * to whichever app started it (a business's or a seller's Settings → Payouts).
 */
const checkoutCsp = (...returnOrigins: string[]): Csp => ({
  defaultSrc: ["'none'"],
  styleSrc: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'http:', 'https:'],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'", ...returnOrigins],
});

const isCheckoutPage = (path: string) => path.startsWith('/checkout/local/');
const isOnboardingPage = (path: string) => path.startsWith('/payouts/local/');
const isDocs = (path: string) => path === '/docs' || path.startsWith('/docs/');
const isFile = (path: string) => path.startsWith('/files/');

/**
 * Hono's secureHeaders on every answer: nosniff, no framing (X-Frame-Options DENY and CSP
 * frame-ancestors 'none'), no referrer, HSTS in production only (a local http:// API must not pin
 * browsers to https). Uploaded images are embedded by the apps from other origins, so /files/*
 * allows cross-origin reads of the resource.
 */
export function securityHeaders(options: {
  production: boolean;
  consumerAppUrl: string;
  /** The local onboarding page (same policy as checkout's) returns to the business or consumer app. */
  businessAppUrl?: string;
}): MiddlewareHandler {
  const common: SecureHeadersOptions = {
    strictTransportSecurity: options.production,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
  };
  const api = secureHeaders({ ...common, contentSecurityPolicy: API_CSP });
  const files = secureHeaders({
    ...common,
    contentSecurityPolicy: API_CSP,
    crossOriginResourcePolicy: 'cross-origin',
  });
  const docs = secureHeaders({ ...common, contentSecurityPolicy: DOCS_CSP });
  const checkout = secureHeaders({
    ...common,
    contentSecurityPolicy: checkoutCsp(new URL(options.consumerAppUrl).origin),
  });
  const onboarding = secureHeaders({
    ...common,
    contentSecurityPolicy: checkoutCsp(
      ...new Set(
        [options.businessAppUrl, options.consumerAppUrl].flatMap((url) => (url ? [new URL(url).origin] : [])),
      ),
    ),
  });
  const pick = (path: string) =>
    isDocs(path)
      ? docs
      : isFile(path)
        ? files
        : isCheckoutPage(path)
          ? checkout
          : isOnboardingPage(path)
            ? onboarding
            : api;
  return (c, next) => pick(c.req.path)(c, next);
}
