import { erc20Abi, usdToTokenUnits } from '@keyclub/chain';
import { dataEnvelope, tokenSchema } from '@keyclub/domain';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOnFork } from '../../testing/fixtures/checkout-fixtures.ts';
import {
  categoryId,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
} from '../../testing/fixtures/membership-fixtures.ts';
import { walletBuyer } from '../../testing/fixtures/wallet-buyer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

const tokenBody = dataEnvelope(tokenSchema);

describe.each(productionEngine())('membership locks priced for renewal on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
  });
  afterAll(async () => {
    await on?.stop();
    await t.close();
  });

  it.each([
    { case: 'below', price: 10, renewalPrice: 4 },
    { case: 'above', price: 3, renewalPrice: 5 },
  ])(
    'creates a lock whose extend charges a renewal price $case its price, and purchase the price',
    async (terms) => {
      const owner = await signedInUser(t, 'BUSINESS');
      const fields = membershipFields(await categoryId(t, 'Nightlife'), {
        title: `Renews ${terms.case} price`,
        price: String(terms.price),
        renewal_price: String(terms.renewalPrice),
      });
      const response = await on.app.request('/tokens', {
        method: 'POST',
        headers: owner.headers,
        body: membershipForm(fields, {
          art_image: await pngFile('art.png'),
          covers: [await pngFile('c.png')],
        }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const lock = tokenBody.parse(await response.json()).data.profile.contract_address as Address;

      const { renewalPriceHook, usdToken } = await t.deps.chain.deployment();
      expect(await on.readLock<Address>(lock, 'onKeyPurchaseHook')).toBe(renewalPriceHook);
      expect(await on.readLock<Address>(lock, 'onKeyExtendHook')).toBe(renewalPriceHook);
      expect(await on.readLock<Address>(lock, 'onKeyCancelHook')).toBe(lock);
      expect(await on.renewalPriceOf(lock)).toEqual([true, usdToTokenUnits(terms.renewalPrice)]);

      const buyer = await walletBuyer(t, on.fork);
      const usd = () =>
        on.fork.client.readContract({
          address: usdToken,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [buyer.address],
        });
      const start = await usd();
      const { keyId } = await buyer.buy(lock);
      const bought = await usd();
      expect(start - bought).toBe(usdToTokenUnits(terms.price));
      await buyer.extend(lock, keyId);
      expect(bought - (await usd())).toBe(usdToTokenUnits(terms.renewalPrice));
    },
  );
});
