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
 * Waits until `check` holds with the page's clock paused: each try first lets 1 ms of page time
 * pass, so what the app schedules with setTimeout(0) (React Query's notifications) runs.
 */
export const onPausedClock = (page: Page, check: () => Promise<boolean>) =>
  expect
    .poll(async () => {
      await page.clock.runFor(1);
      return check();
    })
    .toBe(true);
