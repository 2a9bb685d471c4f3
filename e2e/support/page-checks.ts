import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Waits until the page shows what a user came for: its title, its h1, nothing still loading. */
async function pageReady(page: Page, documentTitle: string) {
  await expect(page).toHaveTitle(documentTitle);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

/**
 * The page has one h1, is named `documentTitle`, and axe-core finds no serious or critical
 * violation in it.
 */
export async function expectAccessiblePage(page: Page, documentTitle: string) {
  await pageReady(page, documentTitle);
  await expect(page.locator('h1')).toHaveCount(1);
  await expectNoSeriousViolations(page);
}

/** axe-core's source: the copy @axe-core/playwright depends on and injects. */
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
).source;

/**
 * Puts axe-core in the page's document once. AxeBuilder evaluates its 650 KB source twice per scan
 * (`analyze` and again in `inject`), ~1 s each at load 50; a page scanned twice (every-route.spec.ts:
 * desktop, then 390 px) evaluated it four times. The scan then runs the axe-core already there, with
 * the same configuration and options.
 */
async function loadAxe(page: Page) {
  // Not `'axe' in window`: an element with id="axe" is a property of window too.
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

/** What AxeBuilder evaluates as its axe-core source once `loadAxe` put axe-core in the page. */
const AXE_ALREADY_LOADED = 'void 0';

/**
 * axe-core's default run inside the page. AxeBuilder's default mode merges each frame's results in a
 * second, blank page (a new renderer per scan) and details every passing node as well: that was
 * two-thirds of a scan's time, and neither changes the violations. A page with frames keeps that
 * mode, the one that also scans cross-origin frames (and injects axe-core into each frame itself).
 */
async function axeScan(page: Page) {
  const violationsOnly: Parameters<AxeBuilder['options']>[0] = { resultTypes: ['violations'] };
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(violationsOnly).analyze();
  await loadAxe(page);
  return new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED })
    .options(violationsOnly)
    .setLegacyMode()
    .analyze();
}

/**
 * Waits until no finite animation or transition is running: what the user reads once it settles.
 * A section that just loaded fades in (Chakra's Skeleton), and axe measured a muted text half-faded
 * at 2.31:1 on a loaded machine. Endless ones (a spinner, a pulse) are not waited for.
 */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** axe-core, every rule it runs by default (WCAG 2.x A and AA, best practices): none serious or critical. */
export async function expectNoSeriousViolations(page: Page) {
  await animationsSettled(page);
  const { violations } = await test.step('axe scan', () => axeScan(page), { box: true });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.html.slice(0, 160)}: ${node.failureSummary ?? ''}`),
    }));
  expect(blocking).toEqual([]);
}

/** The phone screen the issue 36 walk-through used (an iPhone 12-14). */
export const PHONE = { width: 390, height: 844 } as const;

/** The first elements whose right edge passes the viewport's, named enough to find them. */
function outermostOverflow(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map(({ element, box }) => {
        const name = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? '';
        return `<${element.tagName.toLowerCase()}> "${name}" to ${Math.round(box.right)} px`;
      }),
  );
}

/**
 * At the page's current viewport, nothing makes it wider than the screen (no sideways scrolling),
 * and the phone-width bottom nav, where the page has one, sits fully on screen.
 */
export async function expectNoWiderThanScreen(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nsticking out: ${(await outermostOverflow(page)).join('; ')}`);
    });
  const bottomNav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  if ((await bottomNav.count()) === 0) return;
  const box = await bottomNav.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width && box.y + box.height <= height).toBe(true);
}
