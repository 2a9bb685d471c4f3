import { readFileSync } from 'node:fs';
import { deploymentSchema, erc20Abi, publicLockAbi } from '@keyclub/chain';
import { purchaseResultSchema } from '@keyclub/domain';
import type { APIRequestContext } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createVerifiedUser } from './accounts.ts';
import { apiCalls } from './api.ts';
import { linkWalletThroughApi } from './card-purchase.ts';
import { lockAddressOf } from './evm-address.ts';
import { fundedWalletKey } from './funded-wallet.ts';
import { deploymentFile } from './global-setup.ts';
import { businessMembership, type MembershipOptions } from './memberships.ts';
import { chainRpcUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';

/**
 * The user buys a key of membership `tokenId` (its `lock`) from the wallet of `privateKey` as the
 * wallet package does, without the page: the wallet linked, the stablecoin approved, `purchase` with
 * the buyer as the key's manager, then the claim (POST /tokens/{id}/purchase?crypto=true) until it is
 * recorded. The key is then the wallet's, and only the wallet may move it. Answers the copy and key.
 */
export const buyWithWalletThroughApi = setUpStep(
  'a wallet purchase',
  async function buyWithWalletThroughApi(
    request: APIRequestContext,
    user: { id: number; accessToken: string },
    privateKey: Hex,
    membership: { tokenId: number; lock: Address },
  ): Promise<{ copyId: number; keyId: bigint }> {
    const buyer = await linkWalletThroughApi(request, user, privateKey);
    const deployment = deploymentSchema.parse(JSON.parse(readFileSync(deploymentFile, 'utf8')));
    const chain = {
      id: deployment.chainId,
      name: 'e2e',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chainRpcUrl] } },
    };
    const reader = createPublicClient({ chain, transport: http(chainRpcUrl) });
    const wallet = createWalletClient({
      account: privateKeyToAccount(privateKey),
      chain,
      transport: http(chainRpcUrl),
    });
    const { lock } = membership;
    const price = await reader.readContract({ address: lock, abi: publicLockAbi, functionName: 'keyPrice' });
    await reader.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: deployment.usdToken,
        abi: erc20Abi,
        functionName: 'approve',
        args: [lock, price],
      }),
    });
    const hash = await wallet.writeContract({
      address: lock,
      abi: publicLockAbi,
      functionName: 'purchase',
      args: [[price], [buyer], [zeroAddress], [buyer], ['0x']],
    });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    const [minted] = parseEventLogs({ abi: publicLockAbi, eventName: 'Transfer', logs: receipt.logs }).filter(
      (log) => isAddressEqual(log.args.from, zeroAddress) && isAddressEqual(log.args.to, buyer),
    );
    if (!minted) throw new Error(`purchase ${hash} minted no key`);
    const keyId = minted.args.tokenId;

    const calls = apiCalls(request, user.accessToken);
    const claim = { token_id_bc: keyId.toString(), wallet_address: buyer, tx_hash: hash };
    let copyId: number | null = null;
    for (let attempt = 0; copyId === null && attempt < 10; attempt++) {
      const claimed = await calls.write(
        'POST',
        `/tokens/${membership.tokenId}/purchase?crypto=true`,
        claim,
        purchaseResultSchema,
      );
      copyId = claimed.token_id;
    }
    if (copyId === null) throw new Error(`the claim of ${hash} stayed pending`);
    return { copyId, keyId };
  },
);

/** The lock of membership `tokenId` (its contract on chain, as GET /tokens/{id} names it). */
export const lockOf = async (request: APIRequestContext, tokenId: number): Promise<Address> =>
  lockAddressOf(await apiCalls(request).token(tokenId));

/**
 * A new business's membership (businessMembership with `options`) and a new customer who bought a key
 * of it from a wallet holding `funds` dollars (buyWithWalletThroughApi): the key is in that wallet.
 */
export async function walletBoughtCopy(
  request: APIRequestContext,
  titlePrefix: string,
  options: Omit<MembershipOptions, 'title' | 'categoryId'>,
  funds: number,
) {
  const { business, title, membershipId: tokenId } = await businessMembership(request, titlePrefix, options);
  const lock = await lockOf(request, tokenId);
  const customer = await createVerifiedUser(request, 'CONSUMER');
  const key = await fundedWalletKey(funds);
  const { copyId, keyId } = await buyWithWalletThroughApi(
    request,
    { id: customer.user.id, accessToken: customer.accessToken },
    key,
    { tokenId, lock },
  );
  return { business, title, tokenId, lock, customer, key, copyId, keyId };
}
