import { type Deployment, type DurationUnit, toLockExpiration, toLockMaxKeys } from '@keyclub/chain';
import {
  createMembershipLock,
  readMembershipLock,
  setMembershipLockName,
  updateMembershipLockConfig,
} from '@keyclub/chain/node';
import { type Address, BaseError, HttpRequestError, TimeoutError } from 'viem';
import { CHAIN_UNAVAILABLE_MESSAGE } from '../../adapters/chain/chain-gateway.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';

type ChainDeps = Pick<AppDeps, 'chain' | 'env' | 'logger'>;

/** The chain answered but refused the transaction (reverted, out of gas, signer without funds…). */
export const CHAIN_REFUSED_MESSAGE =
  'The blockchain network refused the membership’s transaction, so nothing was saved. Try again later or contact support.';

/** What a membership asks of its lock. */
export type LockTerms = {
  title: string;
  price: number;
  copies: number;
  expirationDuration: number;
  expirationDurationType: DurationUnit;
};

/** What an edit may change on a lock: its name, key duration and key limit (in the lock's units). */
export type LockSettings = { name: string; expirationDuration: bigint; maxNumberOfKeys: bigint };

export const lockSettingsOf = (terms: Omit<LockTerms, 'price'>): LockSettings => ({
  name: terms.title,
  expirationDuration: toLockExpiration(terms.expirationDuration, terms.expirationDurationType),
  maxNumberOfKeys: toLockMaxKeys(terms.copies),
});

const isTransportFailure = (error: unknown) =>
  error instanceof BaseError &&
  error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null;

/**
 * Chain calls: a transport failure is the 503 the gateway answers for reads; any other failure (a
 * revert, no gas, a nonce the node refuses) is a 502 with a clear text, its cause logged.
 */
async function onChain<T>(deps: ChainDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const transport = isTransportFailure(error);
    if (!transport) deps.logger.error({ err: error }, 'chain transaction refused');
    const answer = transport
      ? new HttpError(503, CHAIN_UNAVAILABLE_MESSAGE)
      : new HttpError(502, CHAIN_REFUSED_MESSAGE);
    answer.cause = error;
    throw answer;
  }
}

/**
 * The deployment once the node has answered (503 otherwise). Called before anything is stored, so a
 * chain that is down costs no upload and no row.
 */
export async function reachableDeployment(deps: Pick<AppDeps, 'chain'>): Promise<Deployment> {
  await deps.chain.blockNumber();
  return deps.chain.deployment();
}

/**
 * A new lock priced in the USD stablecoin; the API signer creates it and so manages it (and can grant
 * keys). Run it under the signer's lock (`lockSigner`).
 */
export function createLockFor(deps: ChainDeps, deployment: Deployment, terms: LockTerms): Promise<Address> {
  const settings = lockSettingsOf(terms);
  return onChain(deps, () =>
    createMembershipLock({
      rpcUrl: deps.chain.rpcUrl,
      deployment,
      signerKey: deps.env.apiSignerPrivateKey,
      name: settings.name,
      keyPriceUsd: terms.price,
      expirationDuration: settings.expirationDuration,
      maxNumberOfKeys: settings.maxNumberOfKeys,
    }),
  );
}

/** The lock's name, key duration and key limit as the chain has them now. */
export function readLockSettings(deps: ChainDeps, lock: Address): Promise<LockSettings> {
  return onChain(deps, async () => {
    const state = await readMembershipLock({ rpcUrl: deps.chain.rpcUrl, lock });
    return {
      name: state.name,
      expirationDuration: state.expirationDuration,
      maxNumberOfKeys: state.maxNumberOfKeys,
    };
  });
}

/**
 * Brings the lock from `current` to `target`, sending only what differs: one transaction for duration
 * and key limit, one for the name. Price never changes on edit. Run it under the signer's lock
 * (`lockSigner`).
 */
export function syncLock(
  deps: ChainDeps,
  deployment: Deployment,
  lock: Address,
  current: LockSettings,
  target: LockSettings,
): Promise<void> {
  const call = { rpcUrl: deps.chain.rpcUrl, deployment, signerKey: deps.env.apiSignerPrivateKey, lock };
  return onChain(deps, async () => {
    if (
      current.expirationDuration !== target.expirationDuration ||
      current.maxNumberOfKeys !== target.maxNumberOfKeys
    ) {
      await updateMembershipLockConfig({
        ...call,
        expirationDuration: target.expirationDuration,
        maxNumberOfKeys: target.maxNumberOfKeys,
      });
    }
    if (current.name !== target.name) await setMembershipLockName({ ...call, name: target.name });
  });
}
