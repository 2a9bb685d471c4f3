import { MESSAGES, shortenAddress } from '@keyclub/domain';
import { expect, type Page } from '@playwright/test';
import type { Address } from 'viem';

/**
 * Ticks 'I accept the terms and conditions' as a user does, on its label (its last words are a button
 * of their own that opens the terms), and waits until the box shows it: the checkbox's state settles
 * after the click, later on a loaded machine.
 */
export async function acceptTerms(page: Page) {
  await page.getByText('I accept the', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: MESSAGES.checkout.acceptTerms })).toBeChecked();
}

/**
 * On the buy page: pay by card chosen, the injected wallet connected and verified (wallet mode), the
 * terms accepted.
 */
export async function walletModeOnBuyPage(page: Page, address: Address) {
  await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
  await page.getByRole('button', { name: MESSAGES.wallet.connect }).click();
  await expect(page.getByText(MESSAGES.success.walletVerified)).toBeVisible();
  await expect(page.getByRole('button', { name: `Wallet ${shortenAddress(address)}` })).toBeVisible();
  await acceptTerms(page);
}
