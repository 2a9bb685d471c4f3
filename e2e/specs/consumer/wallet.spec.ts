import { MESSAGES, shortenAddress } from '@keyclub/domain';
import type { Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { createVerifiedUser } from '../../support/accounts.ts';
import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

const openUserMenu = (page: Page) => page.getByRole('button', { name: 'Test Member' }).click();

test('a customer links the wallet from the header menu and sees its address shortened', async ({
  page,
  request,
  signIn,
  wallet,
}) => {
  const { credentials, user, accessToken } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  const { address } = await wallet(generatePrivateKey());
  await page.goto('/marketplace');

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: MESSAGES.wallet.connect }).click();
  await expect(page.getByText(MESSAGES.success.walletVerified)).toBeVisible();

  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: shortenAddress(address) })).toBeVisible();
  const linked = await request.get(`${apiUrl}/wallet/${user.id}`, {
    headers: { 'x-access-token': accessToken },
  });
  expect(await linked.json()).toEqual({ data: [{ address }] });
});

test('a wallet whose signature comes from another key is refused with the spec’s message', async ({
  page,
  request,
  signIn,
  wallet,
}) => {
  const { credentials, user, accessToken } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  await wallet(generatePrivateKey(), { signMessagesWith: generatePrivateKey() });
  await page.goto('/marketplace');

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: MESSAGES.wallet.connect }).click();
  await expect(page.getByText(MESSAGES.errors.signingAddressMismatch)).toBeVisible();

  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: MESSAGES.wallet.connect })).toBeVisible();
  const linked = await request.get(`${apiUrl}/wallet/${user.id}`, {
    headers: { 'x-access-token': accessToken },
  });
  expect(await linked.json()).toEqual({ data: [] });
});
