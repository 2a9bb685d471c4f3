/**
 * Issue 34, a crypto resale's payout, on 390×844 phones across both apps: a customer buys a
 * membership with their wallet, approves Keyclub for the key and lists it; a second customer buys the
 * listing with their wallet (the payment goes to Keyclub's treasury). The treasury then pays the
 * seller's share to the seller's wallet and the business's commission to its payout wallet: the
 * seller's Settings → Payouts shows the share paid to that wallet, the business's /payouts counts the
 * commission in its revenue and lists it in Payouts made with its wallet, and both wallets' balances
 * on the chain grow by exactly those amounts.
 */
import { readFileSync } from 'node:fs';
import { deploymentSchema, erc20Abi, publicLockAbi } from '@keyclub/chain';
import { sellTermsSchema, shortenAddress } from '@keyclub/domain';
import type { Browser } from '@playwright/test';
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { addressSchema } from '../../support/evm-address.ts';
import { deploymentFile } from '../../support/global-setup.ts';
import { injectWallet } from '../../support/injected-wallet.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { connectPayoutsThroughApi } from '../../support/payouts.ts';
import { businessUrl, chainRpcUrl, consumerUrl } from '../../support/ports.ts';
import { buyListingByWallet, listForResale } from '../../support/resale.ts';
import { type Credentials, signIn } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';
import { walletBoughtCopy } from '../../support/wallet-purchase.ts';

test.use({ viewport: PHONE });

const reader = createPublicClient({ transport: http(chainRpcUrl) });
/** The stablecoin balance of `address` on the e2e chain, in base units (6 decimals). */
function usdBalanceOf(address: Address) {
  const deployment = deploymentSchema.parse(JSON.parse(readFileSync(deploymentFile, 'utf8')));
  return reader.readContract({
    address: deployment.usdToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
}

/** A page of `baseURL`'s app, signed in as `user`, in a browser context of its own. */
async function appPage(browser: Browser, baseURL: string, user: Credentials, walletKey?: Hex) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  const wallet = walletKey ? await injectWallet(page, walletKey) : undefined;
  await signIn(page, page.request, user);
  return { page, wallet };
}

/** The seller's wallet approves the API signer for key `keyId` (R8), as the Sell page asks it to. */
async function approveSigner(sellerKey: Hex, lock: Address, keyId: bigint, signer: Address) {
  const chainId = await reader.getChainId();
  const wallet = createWalletClient({
    account: privateKeyToAccount(sellerKey),
    chain: {
      id: chainId,
      name: 'e2e',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chainRpcUrl] } },
    },
    transport: http(chainRpcUrl),
  });
  const hash = await wallet.writeContract({
    address: lock,
    abi: publicLockAbi,
    functionName: 'approve',
    args: [signer, keyId],
  });
  await reader.waitForTransactionReceipt({ hash });
}

test('a wallet resale pays the seller’s share to the seller’s wallet and the business’s commission to its payout wallet', async ({
  api,
  browser,
  page,
  request,
  signIn: signInPage,
  wallet,
}) => {
  test.slow(); // a lock is created, a key bought, approved, paid for, moved, then two payouts mined
  // The seller buys a key with their wallet.
  const bought = await walletBoughtCopy(
    request,
    'Crypto resale payout',
    { price: '10.00', royalty: '5' },
    20,
  );
  const { business, title, lock, customer: seller, key: sellerKey, copyId, keyId } = bought;
  const sellerWallet = privateKeyToAccount(sellerKey).address;

  // The business links its payout wallet in Settings → Payouts, signing with its browser wallet.
  const businessApp = await appPage(browser, businessUrl, business.credentials, generatePrivateKey());
  const payoutWallet = businessApp.wallet?.address as Address;
  await businessApp.page.goto('/settings?tab=payouts');
  await businessApp.page.getByRole('button', { name: 'Link a wallet' }).click();
  await expect(businessApp.page.getByLabel('Payout wallet address')).toHaveText(payoutWallet);

  // The seller approves Keyclub for their key and lists it at $20.00.
  await connectPayoutsThroughApi(request, seller.accessToken);
  const terms = await api.as(seller.accessToken).read(`/tokens/${copyId}/sell`, sellTermsSchema);
  await approveSigner(sellerKey, lock, keyId, addressSchema.parse(terms.wallet_approval?.spender));
  await listForResale(request, seller.accessToken, copyId, '20');
  const sellerBefore = await usdBalanceOf(sellerWallet);
  const businessBefore = await usdBalanceOf(payoutWallet);

  // A second customer buys it with their wallet: 5 % commission $1.00 and 2.5 % fee $0.50 on top.
  await buyListingByWallet({ page, request, signIn: signInPage, wallet }, copyId, '$21.50');

  // The seller's Payouts tab: the share, paid from the treasury to their wallet (the payout job
  // runs every few seconds: the tab shows it once read again).
  const sellerApp = await appPage(browser, consumerUrl, seller.credentials);
  await sellerApp.page.goto('/settings?tab=payouts');
  const resale = sellerApp.page
    .getByRole('table', { name: 'Resale earnings' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(async () => {
    await sellerApp.page.reload();
    await expect(resale.getByRole('cell').nth(2)).toContainText('Paid out', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(resale.getByRole('cell').nth(1)).toContainText('$21.50');
  await expect(resale.getByRole('cell').nth(1)).toContainText('Commission $1.00 · Fee $0.50');
  await expect(resale.getByRole('cell').nth(2)).toContainText('$20.00');
  await expect(resale.getByRole('cell').nth(2)).toContainText(
    new RegExp(`To wallet ${shortenAddress(sellerWallet)}`, 'i'),
  );
  await expectNoWiderThanScreen(sellerApp.page);
  // On the chain the seller's wallet grew by the share shown, to the unit.
  expect(await usdBalanceOf(sellerWallet)).toBe(sellerBefore + 20_000_000n);

  // The business's commission reached its payout wallet, and its revenue counts it beside the
  // wallet sale of the copy ($10.00 + $1.00).
  await expect.poll(() => usdBalanceOf(payoutWallet), { timeout: 60_000 }).toBe(businessBefore + 1_000_000n);
  await businessApp.page.goto('/payouts');
  await expect(businessApp.page.getByLabel('Revenue over the last 30 days: $11.00')).toBeVisible();
  // Its Payouts made list the commission and the wallet it was paid to.
  const commission = businessApp.page
    .getByRole('table', { name: 'Payouts made' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(commission).toContainText('Resale commission');
  await expect(commission).toContainText('$1.00');
  await expect(commission).toContainText('Paid out');
  await expect(commission).toContainText(new RegExp(`To wallet ${shortenAddress(payoutWallet)}`, 'i'));
  await expectNoWiderThanScreen(businessApp.page);
  await sellerApp.page.context().close();
  await businessApp.page.context().close();
});
