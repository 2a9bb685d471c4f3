import { expect, type Page } from '@playwright/test';

/**
 * Stops the page's clock (Playwright's fake timers) a minute ahead of now, before the page loads:
 * from then on page time passes only when the test moves it, however busy the machine is. (Pausing
 * at the install time itself fails once a busy machine has let time pass.)
 */
export async function pausePageClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

/**
 * Stops a page clock installed flowing (`page.clock.install()` before the page loads, so its first
 * reads and their retries take the real time they take on a busy machine) a second ahead of now:
 * from then on page time passes only when the test moves it.
 */
export const pauseFlowingClock = (page: Page) => page.clock.pauseAt(Date.now() + 1_000);

/** Real time between two tries of onPausedClock. */
const TRY_GAP_MS = 20;

/**
 * Waits until `check` holds with the page's clock paused: each try first lets 1 ms of page time pass,
 * so what the app schedules with setTimeout(0) (React Query's notifications) runs.
 */
export const onPausedClock = (page: Page, check: () => Promise<boolean>) =>
  expect
    .poll(
      async () => {
        await page.clock.runFor(1);
        return check();
      },
      // Tries back to back, not at the poll's 100 ms → 1 s steps: page time passes only per try.
      { intervals: [TRY_GAP_MS] },
    )
    .toBe(true);
