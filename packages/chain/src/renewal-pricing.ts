import { type Address, isAddressEqual } from 'viem';
import type { ChainCall } from './lock-calls.ts';
import type { LockGuards } from './lock-closing.ts';

/**
 * The next call making `lock` charge `renewalPrice` (stablecoin base units) for `extend` and its key
 * price for `purchase`, read against the chain now (`guards`), or null once it does: the
 * deployment's RenewalPriceHook becomes the lock's purchase and extend hook (its other hooks kept),
 * then the hook is given the lock's renewal price. Both are lock-manager calls, safe to repeat.
 */
export function nextRenewalPricingCall(
  lock: Address,
  guards: LockGuards,
  target: { hook: Address; renewalPrice: bigint },
): ChainCall | null {
  const { hooks } = guards;
  if (
    !isAddressEqual(hooks.onKeyPurchaseHook, target.hook) ||
    !isAddressEqual(hooks.onKeyExtendHook, target.hook)
  ) {
    return {
      type: 'setLockHooks',
      lock,
      hooks: { ...hooks, onKeyPurchaseHook: target.hook, onKeyExtendHook: target.hook },
    };
  }
  return guards.renewalPrice === target.renewalPrice
    ? null
    : { type: 'setRenewalPrice', lock, price: target.renewalPrice.toString() };
}
