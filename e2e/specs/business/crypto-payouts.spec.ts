/**
 * Issue 34, crypto money, on a 390×844 phone: a customer buys a business's membership with a wallet
 * (the stablecoin goes into the membership's lock), the business links its payout wallet in Settings
 * → Payouts by signing with its browser wallet, and withdraws from /payouts: the wallet's balance on
 * the chain grows by the amount the page showed, and the lock is empty.
 */
import { readFileSync } from 'node:fs';
import { deploymentSchema, erc20Abi } from '@keyclub/chain';
import { type Address, createPublicClient, http } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { deploymentFile } from '../../support/global-setup.ts';
import { injectWallet } from '../../support/injected-wallet.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { businessUrl, chainRpcUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';
import { walletBoughtCopy } from '../../support/wallet-purchase.ts';

/** The stablecoin balance of `address` on the e2e chain, in base units. */
function usdBalanceOf(address: Address) {
  const deployment = deploymentSchema.parse(JSON.parse(readFileSync(deploymentFile, 'utf8')));
  return createPublicClient({ transport: http(chainRpcUrl) }).readContract({
    address: deployment.usdToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
}

test('a business links its payout wallet and withdraws its crypto sales: the wallet grows by the amount shown', async ({
  page,
  request,
  signIn,
}) => {
  test.slow(); // a lock is created, a key bought on chain, then the withdrawal mined
  const { business, title, lock } = await walletBoughtCopy(
    request,
    'Crypto payout pass',
    { price: '15.00' },
    20,
  );

  await page.setViewportSize(PHONE);
  const wallet = await injectWallet(page, generatePrivateKey());
  await signIn(business.credentials);

  // Before a wallet is linked, /payouts shows the lock's balance and sends the business to Settings.
  await page.goto('/payouts');
  const crypto = page.getByRole('region', { name: 'Crypto sales' });
  await expect(page.getByLabel('Available in your locks')).toContainText('$15.00');
  await expect(page.getByRole('button', { name: `Withdraw $15.00 of ${title}` })).toBeDisabled();
  await page.getByRole('link', { name: 'Link a payout wallet' }).click();

  await expect(page).toHaveURL(`${businessUrl}/settings?tab=payouts`);
  await page.getByRole('button', { name: 'Link a wallet' }).click();
  await expect(page.getByLabel('Payout wallet address')).toHaveText(wallet.address);
  await expect(page.getByRole('button', { name: 'Change wallet' })).toBeVisible();
  await expectNoWiderThanScreen(page);

  await page.goto('/payouts');
  const before = await usdBalanceOf(wallet.address);
  await page.getByRole('button', { name: `Withdraw $15.00 of ${title}` }).click();
  await expect(page.getByLabel('Available in your locks')).toContainText('$0.00');
  await expect(page.getByLabel('Withdrawn', { exact: true })).toContainText('$15.00');
  await expect(page.getByRole('table', { name: 'Crypto balances per membership' })).toContainText(
    'Withdrawn so far $15.00',
  );
  expect(await usdBalanceOf(wallet.address)).toBe(before + 15_000_000n);
  expect(await usdBalanceOf(lock)).toBe(0n);
  await expect(crypto).toBeVisible();
  await expectNoWiderThanScreen(page);
});
