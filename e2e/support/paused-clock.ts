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

/** Real time between two tries of onPausedClock. */
const TRY_GAP_MS = 20;

/**
 * Waits until `check` holds with the page's clock paused: each try first lets `stepMs` of page time
 * pass (1 ms by default), so what the app schedules with setTimeout(0) (React Query's notifications)
 * runs. A wait that may cost page time passes a frame (16 ms) a try: the paused clock holds
 * requestAnimationFrame too, which the first paint can wait on (app-shell's first-paint gate), and
 * on a busy machine a 1 ms step let too few frames pass in the poll's time.
 */
export const onPausedClock = (page: Page, check: () => Promise<boolean>, stepMs = 1) =>
  expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return check();
      },
      // Tries back to back, not at the poll's 100 ms → 1 s steps: page time passes only per try, and
      // React holds a Suspense boundary's reveal 300 ms of it, which ~20 tries of a frame did not
      // reach on a loaded machine (Settings' tab stayed empty for the whole 20 s).
      { intervals: [TRY_GAP_MS] },
    )
    .toBe(true);

/** One frame of page time: the step of a wait that may let page time pass (onPausedClock). */
export const FRAME_MS = 16;
