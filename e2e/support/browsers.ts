import { existsSync } from 'node:fs';

/** Debian's full Chromium: what a camera needs (the headless shell starts no fake capture device). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's chromium-headless-shell (Chromium's headless build, what Playwright itself runs headless):
// a third less CPU than the full browser in headless mode for the same specs (187-195 against 251-292
// CPU s for 28 tests at idle). npm test installs it; the full browser where it is missing.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser of every spec but the scanner's camera (support/staff-scanner.ts). */
export const SPEC_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
