import { eq } from 'drizzle-orm';
import { sendAndConfirm } from '../../../chain-writes/send-call.ts';
import { activations } from '../../../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../../../http/access-token.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { createSession } from '../../auth/sessions.ts';
import { deriveCustodyAddress } from '../../purchases/custody.ts';
import { recordBoughtCopy } from '../../purchases/record-copy.ts';
import { checkoutOnFork } from '../../purchases/testing/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../tokens/testing/membership-fixtures.ts';

const DAY_S = 86_400;

/**
 * Memberships with real locks on a private fork, and copies whose keys the API signer granted to
 * each holder's custody address (as a card purchase does), recorded as the holder's copies.
 */
export async function ownershipOnFork(t: TestApp) {
  const on = await checkoutOnFork(t);

  /** A consumer's copy of `membership` (a new consumer's unless `holder`), its key valid for `validForS` seconds of chain time. */
  async function ownedCopy(
    membership: { profileId: number; lock: `0x${string}` },
    validForS = 30 * DAY_S,
    owner?: TestSession,
  ) {
    const holder = owner ?? (await signedInUser(t, 'CONSUMER'));
    const recipient = deriveCustodyAddress(t.deps.env.custodySecret, holder.userId);
    const { timestamp } = await on.fork.client.getBlock();
    const expiration = String(Number(timestamp) + validForS);
    const { keyId } = await sendAndConfirm(
      on.deps,
      { type: 'grantKey', lock: membership.lock, recipient, expiration },
      30_000,
    );
    if (!keyId) throw new Error('The grant minted no key');
    const { tokenId } = await t.deps.db.transaction((tx) =>
      recordBoughtCopy(tx, {
        tokenProfileId: membership.profileId,
        ownerId: holder.userId,
        ownerWalletAddress: recipient,
        tokenIdBc: keyId,
        expiresAt: new Date(Number(expiration) * 1000),
      }),
    );
    return { holder, copyId: tokenId, keyId };
  }

  return { ...on, ownedCopy };
}

/** Another signed-in session of the same user (the business's staff on a second device). */
export async function secondSession(t: TestApp, session: TestSession): Promise<TestSession> {
  const { token } = await createSession(t.deps.db, { userId: session.userId, ttlDays: 1 });
  return { ...session, headers: { [ACCESS_TOKEN_HEADER]: token } };
}

export async function activationRow(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(activations).where(eq(activations.id, id));
  if (!row) throw new Error(`No activation ${id}`);
  return row;
}
