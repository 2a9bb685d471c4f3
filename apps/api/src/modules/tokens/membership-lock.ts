import { type Deployment, type DurationUnit, toLockExpiration, toLockMaxKeys } from '@keyclub/chain';
import { createMembershipLock, readMembershipLock, updateMembershipLockConfig } from '@keyclub/chain/node';
import { type Address, BaseError, HttpRequestError, TimeoutError } from 'viem';
import { CHAIN_UNAVAILABLE_MESSAGE } from '../../adapters/chain/chain-gateway.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';

type ChainDeps = Pick<AppDeps, 'chain' | 'env'>;

/** What a membership asks of its lock. */
export type LockTerms = {
  title: string;
  price: number;
  copies: number;
  expirationDuration: number;
  expirationDurationType: DurationUnit;
};

const isTransportFailure = (error: unknown) =>
  error instanceof BaseError &&
  error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null;

/** Chain calls whose transport fails become the 503 the gateway answers for reads. */
async function onChain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isTransportFailure(error)) throw error;
    const unavailable = new HttpError(503, CHAIN_UNAVAILABLE_MESSAGE);
    unavailable.cause = error;
    throw unavailable;
  }
}

/**
 * The deployment once the node has answered (503 otherwise). Called before anything is stored, so a
 * chain that is down costs no upload and no row.
 */
export async function reachableDeployment(deps: ChainDeps): Promise<Deployment> {
  await deps.chain.blockNumber();
  return deps.chain.deployment();
}

/** A new lock priced in the USD stablecoin; the API signer creates it and so manages it (and can grant keys). */
export function createLockFor(deps: ChainDeps, deployment: Deployment, terms: LockTerms): Promise<Address> {
  return onChain(() =>
    createMembershipLock({
      rpcUrl: deps.chain.rpcUrl,
      deployment,
      signerKey: deps.env.apiSignerPrivateKey,
      name: terms.title,
      keyPriceUsd: terms.price,
      expirationDuration: toLockExpiration(terms.expirationDuration, terms.expirationDurationType),
      maxNumberOfKeys: toLockMaxKeys(terms.copies),
    }),
  );
}

/**
 * Brings the lock's key duration and key limit to the edited membership's, in one transaction and
 * only when they differ. Price never changes on edit, so the key price is left alone.
 */
export function syncLockConfig(
  deps: ChainDeps,
  deployment: Deployment,
  lock: Address,
  terms: Pick<LockTerms, 'copies' | 'expirationDuration' | 'expirationDurationType'>,
): Promise<void> {
  const expirationDuration = toLockExpiration(terms.expirationDuration, terms.expirationDurationType);
  const maxNumberOfKeys = toLockMaxKeys(terms.copies);
  return onChain(async () => {
    const current = await readMembershipLock({ rpcUrl: deps.chain.rpcUrl, lock });
    if (current.expirationDuration === expirationDuration && current.maxNumberOfKeys === maxNumberOfKeys)
      return;
    await updateMembershipLockConfig({
      rpcUrl: deps.chain.rpcUrl,
      deployment,
      signerKey: deps.env.apiSignerPrivateKey,
      lock,
      expirationDuration,
      maxNumberOfKeys,
    });
  });
}
