import { expect, type Page } from '@playwright/test';

/**
 * The signed-in owner opens copy `copyId`'s owned page and presses Membership Card, as at the door;
 * answers the shown card's activation id once its page is open.
 */
export async function openMembershipCard(page: Page, copyId: number): Promise<number> {
  await page.goto(`/tokens/${copyId}?owned=true`);
  await page.getByRole('button', { name: 'Membership Card' }).click();
  await expect(page).toHaveURL(/\/tokens\/\d+\/scan$/);
  return Number(/\/tokens\/(\d+)\/scan$/.exec(page.url())?.[1]);
}
