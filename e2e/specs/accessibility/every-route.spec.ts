/**
 * Every route of both builds, as the role that uses it, with real records: no serious or critical
 * axe-core violation, one h1, and a document title naming the page ('{title} | {app}'); then, on a
 * 390×844 phone, no page is wider than the screen, the bottom nav stays on it (issue 36 item 3), and
 * axe finds no serious or critical violation there either (issue 36's proof: axe at 390 px).
 *
 * To add a route: add a row to ROUTES below, with the build (`app`), who visits it (`as`: 'visitor'
 * for nobody signed in, the demo 'consumer' / 'business', or the run's 'operator'), its path (`:membershipId` and the like
 * stand for the ids of support/route-data.ts: add one there if the route needs another), and the title its
 * route's `handle: pageTitle('…')` gives it. A page that needs a state to reach (a dialog, a step of a
 * flow) belongs in its own spec, which can call `expectAccessiblePage` from support/page-checks.ts
 * (signup-steps.spec.ts and settings-tabs.spec.ts here do).
 */

import { test as base, expect, type Page } from '@playwright/test';
import { E2E_OPERATOR } from '../../support/operator.ts';
import {
  expectAccessiblePage,
  expectNoSeriousViolations,
  expectNoWiderThanScreen,
  PHONE,
} from '../../support/page-checks.ts';
import { businessUrl, consumerUrl } from '../../support/ports.ts';
import { loadRouteData, type RouteData } from '../../support/route-data.ts';
import { DEMO, signIn } from '../../support/sign-in.ts';

interface RouteCase {
  app: 'consumer' | 'business';
  as: 'visitor' | 'consumer' | 'business' | 'operator';
  /** `:name` stands for the id `RouteData` names so. */
  path: string;
  title: string;
}

const APP = {
  consumer: { url: consumerUrl, name: 'Keyclub' },
  business: { url: businessUrl, name: 'Keyclub Business' },
} as const;

const ROUTES: RouteCase[] = [
  // Consumer build, logged out.
  { app: 'consumer', as: 'visitor', path: '/marketplace', title: 'Marketplace' },
  { app: 'consumer', as: 'visitor', path: '/browse-token/:categoryId', title: 'Category' },
  { app: 'consumer', as: 'visitor', path: '/search?query=club', title: 'Search' },
  { app: 'consumer', as: 'visitor', path: '/public/token/:membershipId', title: 'Membership' },
  { app: 'consumer', as: 'visitor', path: '/terms-of-use', title: 'Terms of Use' },
  { app: 'consumer', as: 'visitor', path: '/privacy-policy', title: 'Privacy Policy' },
  { app: 'consumer', as: 'visitor', path: '/auth/login', title: 'Login' },
  { app: 'consumer', as: 'visitor', path: '/auth/forgot-password', title: 'Forgot Password' },
  { app: 'consumer', as: 'visitor', path: '/auth/reset-password/ana@keyclub.test', title: 'Reset Password' },
  { app: 'consumer', as: 'visitor', path: '/auth/signup', title: 'Sign Up' },
  // Consumer build, the demo customer.
  { app: 'consumer', as: 'consumer', path: '/tokens', title: 'My Memberships' },
  { app: 'consumer', as: 'consumer', path: '/tokens/:ownedCopyId?owned=true', title: 'Membership' },
  { app: 'consumer', as: 'consumer', path: '/business-page/:businessId', title: 'Business Page' },
  { app: 'consumer', as: 'consumer', path: '/tokens/:membershipId/buy', title: 'Buy Membership' },
  { app: 'consumer', as: 'consumer', path: '/tokens/:ownedCopyId/sell', title: 'Sell Membership NFT' },
  { app: 'consumer', as: 'consumer', path: '/settings', title: 'Settings' },
  { app: 'consumer', as: 'consumer', path: '/settings?tab=payouts', title: 'Settings' },
  { app: 'consumer', as: 'consumer', path: '/help-center', title: 'Help Center' },
  { app: 'consumer', as: 'consumer', path: '/announcements', title: 'Announcements' },
  // Business build, logged out.
  { app: 'business', as: 'visitor', path: '/auth/login', title: 'Login' },
  { app: 'business', as: 'visitor', path: '/auth/forgot-password', title: 'Forgot Password' },
  { app: 'business', as: 'visitor', path: '/auth/signup', title: 'Sign Up' },
  { app: 'business', as: 'visitor', path: '/terms-of-use', title: 'Terms of Use' },
  { app: 'business', as: 'visitor', path: '/client-agreement', title: 'Client Agreement' },
  // Business build, the demo business.
  { app: 'business', as: 'business', path: '/tokens', title: 'My Memberships' },
  { app: 'business', as: 'business', path: '/tokens/:membershipId', title: 'Membership' },
  { app: 'business', as: 'business', path: '/public/token/:membershipId', title: 'Membership' },
  { app: 'business', as: 'business', path: '/token/create', title: 'Create Membership' },
  { app: 'business', as: 'business', path: '/token/edit/:membershipId', title: 'Edit Membership' },
  {
    app: 'business',
    as: 'business',
    path: '/token/confirmation/:membershipId',
    title: 'Membership Created',
  },
  { app: 'business', as: 'business', path: '/business-page/:businessId', title: 'Business Page' },
  { app: 'business', as: 'business', path: '/settings', title: 'Settings' },
  { app: 'business', as: 'business', path: '/settings?tab=payouts', title: 'Settings' },
  { app: 'business', as: 'business', path: '/payouts', title: 'Payouts' },
  { app: 'business', as: 'business', path: '/members', title: 'Members' },
  { app: 'business', as: 'business', path: '/help-center', title: 'Help Center' },
  { app: 'business', as: 'business', path: '/announcements', title: 'Announcements' },
  { app: 'business', as: 'business', path: '/announcement/create', title: 'Create Announcement' },
  // No camera on the test machine: the scanner says so (its scanning: specs/business/card-scanner.spec.ts).
  { app: 'business', as: 'business', path: '/scan', title: 'Scan Membership Cards' },
  // The operator console, in the business build (its curation: specs/operator/curation.spec.ts).
  { app: 'business', as: 'operator', path: '/operator', title: 'Curation' },
  { app: 'business', as: 'operator', path: '/operator/suspensions', title: 'Suspensions' },
  { app: 'business', as: 'operator', path: '/operator/purchases', title: 'Purchases' },
  { app: 'business', as: 'operator', path: '/operator/audit', title: 'Audit log' },
  { app: 'business', as: 'operator', path: '/operator/figures', title: 'Figures' },
];

const SIGN_IN = { consumer: DEMO.consumer, business: DEMO.business, operator: E2E_OPERATOR } as const;

/** Who visits: the browser contexts a worker keeps, one each. */
type Visitor = RouteCase['as'];

/** A signed-in (or logged-out) tab per visitor, opened on first use. */
type VisitorPages = (as: Visitor) => Promise<Page>;

/** Playwright's default viewport, where each route's first checks run before the phone's. */
const DESKTOP = { width: 1280, height: 720 } as const;

/**
 * Each route is its own test, but a worker keeps one tab per visitor for all the routes it runs: a new
 * browser context and a sign-in per route were half of a route's time (the file was 414 s, a fifth of
 * the suite). Each route is still a full page load of its URL, so it boots the app as a user's first
 * visit does; what carries over is the session and the browser's cache, as for a user who goes on to
 * the next page. A failed test ends its worker, so the next route starts in fresh tabs.
 */
const test = base.extend<{ visitorPage: VisitorPages }, { visitorPages: VisitorPages; routeData: RouteData }>(
  {
    visitorPages: [
      async ({ browser }, use) => {
        const pages = new Map<Visitor, Promise<Page>>();
        const open = async (as: Visitor) => {
          const context = await browser.newContext();
          const page = await context.newPage();
          if (as !== 'visitor') await signIn(page, context.request, SIGN_IN[as]);
          return page;
        };
        await use((as) => {
          if (!pages.has(as)) pages.set(as, open(as));
          return pages.get(as) as Promise<Page>;
        });
        for (const page of pages.values()) await (await page).context().close();
      },
      { scope: 'worker' },
    ],
    routeData: [
      async ({ playwright }, use) => {
        const request = await playwright.request.newContext();
        await use(await loadRouteData(request));
        await request.dispose();
      },
      { scope: 'worker' },
    ],
    // The shared tab, with what it showed when a route failed attached to the report.
    visitorPage: async ({ visitorPages }, use, testInfo) => {
      const used: Page[] = [];
      await use(async (as) => {
        const page = await visitorPages(as);
        used.push(page);
        return page;
      });
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const page of used) {
          await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
        }
      }
    },
  },
);

// Routes spread over the workers, so the file does not end the run on one of them.
test.describe.configure({ mode: 'parallel' });

/** The path with each `:name` replaced by that id of the demo data. */
const fill = (path: string, data: RouteData) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(data[name as keyof RouteData]));

for (const route of ROUTES) {
  test(`${route.app} build, ${route.as}: ${route.path}`, async ({ visitorPage, routeData }) => {
    const path = fill(route.path, routeData);
    const page = await visitorPage(route.as);
    const app = APP[route.app];
    await page.setViewportSize(DESKTOP);
    await page.goto(`${app.url}${path}`);
    await expect(page).toHaveURL(`${app.url}${path}`);
    await expectAccessiblePage(page, `${route.title} | ${app.name}`);
    await page.setViewportSize(PHONE);
    await expectNoWiderThanScreen(page);
    await expectNoSeriousViolations(page);
  });
}
