import { toLockExpiration, UNLIMITED } from '@keyclub/chain';
import type { Address } from 'viem';
import { sendAndConfirm } from '../chain-writes/send-call.ts';
import { createLockCall } from '../modules/tokens/membership-lock.ts';
import type { DemoMembership, SeedDeps } from './demo-types.ts';

/** The local chain mines at once; a transaction not mined in this time means the chain is not usable. */
const SEED_TX_TIMEOUT_MS = 60_000;

/**
 * One lock per membership, through the chain port under the signer lock like the API's writes
 * (nothing recorded: the seed runs before the API serves and a failed seed is simply run again on
 * an empty database).
 */
export async function createDemoLocks(deps: SeedDeps, memberships: DemoMembership[]) {
  const locks = new Map<DemoMembership, Address>();
  for (const membership of memberships) {
    const call = createLockCall({
      title: membership.title,
      price: Number(membership.price),
      copies: membership.copies,
      expirationDuration: membership.expirationDuration,
      expirationDurationType: membership.expirationDurationType,
    });
    const { lock } = await sendAndConfirm(deps, call, SEED_TX_TIMEOUT_MS);
    if (!lock) throw new Error(`No lock was created for ${membership.title}`);
    locks.set(membership, lock);
  }
  return locks;
}

/**
 * A key of `lock` granted as a card purchase grants it to a buyer without a verified wallet: to
 * `holder`, their custody address, managed by the API signer, lasting the membership's duration from now.
 */
export async function grantDemoKey(
  deps: SeedDeps,
  lock: Address,
  membership: DemoMembership,
  holder: Address,
) {
  const never = membership.expirationDuration === -1;
  const expiresAt = never
    ? null
    : new Date(
        Date.now() +
          Number(toLockExpiration(membership.expirationDuration, membership.expirationDurationType)) * 1000,
      );
  const expiration = expiresAt ? BigInt(Math.floor(expiresAt.getTime() / 1000)) : UNLIMITED;
  const { keyId } = await sendAndConfirm(
    deps,
    { type: 'grantKey', lock, recipient: holder, expiration: expiration.toString() },
    SEED_TX_TIMEOUT_MS,
  );
  if (!keyId) throw new Error(`No key was granted on ${lock}`);
  return { keyId, holder, expiresAt };
}
