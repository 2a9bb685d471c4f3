import { LOCAL_ACCOUNTS } from '@keyclub/chain/node';
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import { chainRpcUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

const [, , , , , , , , buyer, payee] = LOCAL_ACCOUNTS;

test('the injected wallet signs in Node and sends real transactions to the e2e chain', async ({
  page,
  wallet,
}) => {
  if (!buyer || !payee) throw new Error('anvil test accounts missing');
  const { address } = await wallet(buyer.privateKey);
  await page.goto('/marketplace');

  const ethereum = (method: string, params?: unknown[]) =>
    page.evaluate(
      ([m, p]) =>
        (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum.request({
          method: m,
          params: p,
        }),
      [method, params] as const,
    );

  expect(await ethereum('eth_requestAccounts')).toEqual([address]);
  expect(await ethereum('eth_chainId')).toBe('0x7a69');

  const signature = (await ethereum('personal_sign', ['0x6b6579636c7562', address])) as `0x${string}`;
  expect(await verifyMessage({ address, message: 'keyclub', signature })).toBe(true);

  const chain = createPublicClient({ transport: http(chainRpcUrl) });
  const before = await chain.getBalance({ address: payee.address });
  const hash = (await ethereum('eth_sendTransaction', [
    { from: address, to: payee.address, value: `0x${parseEther('0.25').toString(16)}` },
  ])) as `0x${string}`;
  await chain.waitForTransactionReceipt({ hash });
  expect((await chain.getBalance({ address: payee.address })) - before).toBe(parseEther('0.25'));
});
