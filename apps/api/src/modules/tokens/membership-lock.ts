import {
  type Deployment,
  type DurationUnit,
  nextLockClosingStep,
  nextRenewalPricingCall,
  toLockExpiration,
  toLockMaxKeys,
  usdToTokenUnits,
} from '@keyclub/chain';
import type { Address } from 'viem';
import type { ChainCall, ChainPort, LockSettings } from '../../adapters/chain/chain-port.ts';

/** What a membership asks of its lock. */
export type LockTerms = {
  title: string;
  price: number;
  copies: number;
  expirationDuration: number;
  expirationDurationType: DurationUnit;
  /**
   * What `extend` charges (the renewal price hook's, renewal-pricing.ts). Absent from creations
   * recorded before locks were priced for renewal: their lock charges its key price.
   */
  renewalPrice?: number;
};

/** LockSettings as stored in a write's JSON payload (uint256 values as decimal strings). */
export type StoredLockSettings = { name: string; expirationDuration: string; maxNumberOfKeys: string };

export const lockSettingsOf = (terms: Omit<LockTerms, 'price'>): LockSettings => ({
  name: terms.title,
  expirationDuration: toLockExpiration(terms.expirationDuration, terms.expirationDurationType),
  maxNumberOfKeys: toLockMaxKeys(terms.copies),
});

export const storedSettings = (settings: LockSettings): StoredLockSettings => ({
  name: settings.name,
  expirationDuration: settings.expirationDuration.toString(),
  maxNumberOfKeys: settings.maxNumberOfKeys.toString(),
});

export const sameSettings = (a: StoredLockSettings, b: StoredLockSettings) =>
  a.name === b.name &&
  a.expirationDuration === b.expirationDuration &&
  a.maxNumberOfKeys === b.maxNumberOfKeys;

/** A new lock priced in the USD stablecoin; the API signer creates it and so manages it. */
export function createLockCall(terms: LockTerms): ChainCall {
  const settings = storedSettings(lockSettingsOf(terms));
  return { type: 'createLock', keyPriceUsd: terms.price, ...settings };
}

/**
 * The next transaction bringing the lock to `target`, read against the chain now: one for duration
 * and key limit, then one for the name; null once the lock matches. Price never changes on edit.
 * Reading first makes a sync safe to repeat (a resumed or restoring write sends only what differs).
 */
export async function lockSyncCall(
  chain: ChainPort,
  lock: Address,
  target: StoredLockSettings,
): Promise<ChainCall | null> {
  const current = storedSettings(await chain.readLock(lock));
  if (
    current.expirationDuration !== target.expirationDuration ||
    current.maxNumberOfKeys !== target.maxNumberOfKeys
  ) {
    return {
      type: 'updateLockConfig',
      lock,
      expirationDuration: target.expirationDuration,
      maxNumberOfKeys: target.maxNumberOfKeys,
    };
  }
  return current.name === target.name ? null : { type: 'setLockName', lock, name: target.name };
}

/**
 * The next transaction closing the lock to its holders (no transfer, share or cancel but the API
 * signer's; @keyclub/chain lock-closing.ts), read against the chain now; null once it is closed.
 */
export async function lockClosingCall(chain: ChainPort, lock: Address): Promise<ChainCall | null> {
  const data = nextLockClosingStep(lock, await chain.readLockGuards(lock));
  return data ? { type: 'closeLock', lock, data } : null;
}

/**
 * The next transaction making the lock charge `renewalPrice` (USD) for `extend` and its key price for
 * `purchase` (@keyclub/chain renewal-pricing.ts), read against the chain now; null once it does.
 */
export async function renewalPricingCall(
  chain: ChainPort,
  lock: Address,
  renewalPrice: number,
): Promise<ChainCall | null> {
  const [guards, deployment] = await Promise.all([chain.readLockGuards(lock), chain.deployment()]);
  return nextRenewalPricingCall(lock, guards, {
    hook: deployment.renewalPriceHook,
    renewalPrice: usdToTokenUnits(renewalPrice),
  });
}

/**
 * The next transaction setting a new lock up: closed to its holders first, then priced for renewal
 * (when the creation carries a renewal price); null once both are done.
 */
export async function lockSetupCall(
  chain: ChainPort,
  lock: Address,
  terms: Pick<LockTerms, 'renewalPrice'>,
): Promise<ChainCall | null> {
  const closing = await lockClosingCall(chain, lock);
  if (closing || terms.renewalPrice === undefined) return closing;
  return renewalPricingCall(chain, lock, terms.renewalPrice);
}

/**
 * The deployment once the node has answered (503 otherwise). Called before anything is stored, so a
 * chain that is down costs no upload and no row.
 */
export async function reachableDeployment(chain: ChainPort): Promise<Deployment> {
  await chain.blockNumber();
  return chain.deployment();
}
