import type { BrowserType, LaunchOptions, Page } from '@playwright/test';
import { FULL_CHROMIUM } from './browsers.ts';
import { fakeCameraFlags, writeQrVideo } from './fake-camera.ts';
import { businessUrl } from './ports.ts';
import { type Credentials, signIn } from './sign-in.ts';
import { expect } from './test.ts';

interface Camera {
  /** What the fake camera films: a QR code of this text, or no camera device at all. */
  showing: string | null;
  permission: boolean;
}

/**
 * A Chromium of its own (the full browser, for its camera) whose camera is Chromium's fake device
 * playing a video of a QR code (the camera is chosen at launch), with the business app's scanner open
 * for this staff member.
 */
export async function openScanner(
  { chromium, launchOptions }: { chromium: BrowserType; launchOptions: LaunchOptions },
  videoFile: string,
  staff: Credentials,
  { showing, permission }: Camera,
): Promise<{ page: Page; close: () => Promise<void> }> {
  if (showing !== null) writeQrVideo(videoFile, showing);
  const browser = await chromium.launch({
    ...launchOptions,
    executablePath: FULL_CHROMIUM,
    args: [...(launchOptions.args ?? []), ...(showing === null ? [] : fakeCameraFlags(videoFile))],
  });
  const context = await browser.newContext({
    baseURL: businessUrl,
    permissions: permission ? ['camera'] : [],
  });
  const page = await context.newPage();
  await signIn(page, page.request, staff);
  await page.goto('/tokens');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan Cards' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Membership Cards' })).toBeVisible();
  await expect(page).toHaveTitle('Scan Membership Cards | Keyclub Business');
  return { page, close: () => browser.close() };
}

export const statusCard = (page: Page) => page.getByRole('region', { name: 'Membership card status' });
