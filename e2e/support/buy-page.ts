import { MESSAGES } from '@keyclub/domain';
import { expect, type Page } from '@playwright/test';

/**
 * Ticks 'I accept the terms and conditions' as a user does, on its label (its last words are a button
 * of their own that opens the terms), and waits until the box shows it: the checkbox's state settles
 * after the click, later on a loaded machine.
 */
export async function acceptTerms(page: Page) {
  await page.getByText('I accept the', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: MESSAGES.checkout.acceptTerms })).toBeChecked();
}
