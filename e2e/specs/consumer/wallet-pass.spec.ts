import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@keyclub/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { buyByCard } from '../../support/card-purchase.ts';
import { connectPayoutsThroughApi } from '../../support/payouts.ts';
import { apiUrl, consumerUrl } from '../../support/ports.ts';
import { ownedCopyByCard } from '../../support/resale.ts';
import { signIn as signInAs } from '../../support/sign-in.ts';
import { openScanner, statusCard } from '../../support/staff-scanner.ts';
import { expect, test } from '../../support/test.ts';

/** What the API says of a pass whose copy changed hands (apps/api/src/modules/wallet-passes/scan-pass.ts). */
const VOIDED =
  'This wallet pass no longer admits anyone: the membership has changed hands. Ask the member for their current card.';
const GOOGLE_SAVE = 'https://pay.google.com/gp/v/save/';

test.use({ viewport: { width: 390, height: 844 } });

/** The barcode a Google Wallet save link's JWT holds (the Apple pass carries the same one). */
const barcodeOfSaveLink = (url: string) => {
  const claims = url.slice(GOOGLE_SAVE.length).split('.')[1] ?? '';
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')).payload.genericObjects[0].barcode
    .value as string;
};

/**
 * On the owned membership (a phone): Add to Google Wallet follows Google's save link (answered here,
 * Google is not reached), and Add to Apple Wallet downloads the signed .pkpass. Answers the barcode.
 */
async function addToWallets(page: Page, copyId: number): Promise<string> {
  let saveLink = '';
  await page.route(`${GOOGLE_SAVE}**`, (route) => {
    saveLink = route.request().url();
    return route.fulfill({
      contentType: 'text/html',
      body: '<title>Google Wallet</title><h1>Google Wallet</h1>',
    });
  });
  await page.goto(`/tokens/${copyId}?owned=true`);
  await page.getByRole('button', { name: 'Add to Google Wallet' }).click();
  await expect(page).toHaveURL(new RegExp(`^${GOOGLE_SAVE}`));
  const barcode = barcodeOfSaveLink(saveLink);
  expect(barcode).toMatch(/^KEYCLUB-PASS-1\./);

  await page.goto(`/tokens/${copyId}?owned=true`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to Apple Wallet' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`membership-${copyId}.pkpass`);
  const pkpass = await readFile(await download.path());
  // A zip whose pass.json (stored uncompressed) carries the same barcode.
  expect(pkpass.subarray(0, 2).toString()).toBe('PK');
  expect(pkpass.includes(Buffer.from(barcode))).toBe(true);
  return barcode;
}

/** The seller's copy listed, and bought by card by a new customer through the API (the resale path). */
async function resell(request: APIRequestContext, seller: { accessToken: string }, copyId: number) {
  await connectPayoutsThroughApi(request, seller.accessToken);
  const listed = await request.post(`${apiUrl}/tokens/${copyId}/sell`, {
    headers: { 'x-access-token': seller.accessToken },
    data: { price: '12' },
  });
  expect(listed.status()).toBe(200);
  const buyer = await createVerifiedUser(request, 'CONSUMER');
  await buyByCard(request, buyer.accessToken, copyId);
  return buyer;
}

test('staff scan wallet passes with the camera: the seller’s pass is refused once the copy is resold, the buyer’s own pass admits', async ({
  browser,
  page,
  playwright,
  launchOptions,
  request,
  signIn,
}, testInfo) => {
  test.slow(); // a lock is created, a key granted, then moved to the buyer on chain
  const { title, seller, copyId, business } = await ownedCopyByCard(request, 'Wallet Pass');
  await signIn(seller.credentials);
  const sellersPass = await addToWallets(page, copyId);
  const buyer = await resell(request, seller, copyId);

  /** The scanner's verdict on `barcode`, filmed by the fake camera of a staff browser of its own. */
  async function scanned(barcode: string, name: string, verdict: 'Valid' | 'Invalid', message: string) {
    const scanner = await openScanner(
      { chromium: playwright.chromium, launchOptions },
      testInfo.outputPath(name),
      business.credentials,
      { showing: barcode, permission: true },
    );
    try {
      await expect(statusCard(scanner.page).getByRole('alert')).toHaveText(message);
      await expect(scanner.page.getByRole('dialog', { name: verdict })).toBeVisible();
    } finally {
      await scanner.close();
    }
  }
  // The pass the seller kept in their wallet: resold, it admits nobody.
  await scanned(sellersPass, 'sellers-pass.y4m', 'Invalid', VOIDED);

  const buyersContext = await browser.newContext({
    baseURL: consumerUrl,
    viewport: { width: 390, height: 844 },
  });
  try {
    const buyersPage = await buyersContext.newPage();
    await signInAs(buyersPage, buyersPage.request, buyer.credentials);
    const buyersPass = await addToWallets(buyersPage, copyId);
    expect(buyersPass).not.toBe(sellersPass);
    await scanned(buyersPass, 'buyers-pass.y4m', 'Valid', MESSAGES.activation.activated(title));
  } finally {
    await buyersContext.close();
  }
});
