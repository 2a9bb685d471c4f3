import { createHash, randomInt } from 'node:crypto';
import { WALLET_NONCE_LENGTH, WALLET_NONCE_TTL_MS, type WalletNonce } from '@keyclub/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { takeOrRefuse } from '../../throttle/retry-later.ts';
import { WALLET_NONCES_PER_HOUR, walletNonceAllowances } from './wallet-nonce-limit.ts';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 letters and digits (~95 bits): a plain SHA-256 is enough to store it, unlike a 6-digit code. */
const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/** The host Sign-In with Ethereum messages must name: the consumer app's. */
export const siweDomainOf = (consumerAppUrl: string) => new URL(consumerAppUrl).host;

export const tooManyNoncesMessage = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `You have asked to link a wallet ${WALLET_NONCES_PER_HOUR} times in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * GET /wallet/{id}/nonce: a fresh nonce for one Sign-In with Ethereum message, stored hashed
 * (purpose WALLET_LINK), valid 10 minutes and once, with the domain and chain the message must name.
 * Each counts against the user's nonce allowance (wallet-nonce-limit.ts) first (each writes a row).
 * `domain`: the consumer app's host, or the business app's for a payout wallet.
 */
export async function issueWalletNonce(
  deps: AppDeps,
  userId: number,
  domain = siweDomainOf(deps.env.consumerAppUrl),
): Promise<WalletNonce> {
  await takeOrRefuse(deps.db, walletNonceAllowances(userId), (_, retryAfterMs) =>
    tooManyNoncesMessage(retryAfterMs),
  );
  const { chainId } = await deps.chain.deployment();
  const nonce = Array.from(
    { length: WALLET_NONCE_LENGTH },
    () => ALPHANUMERICS[randomInt(ALPHANUMERICS.length)],
  ).join('');
  await deps.db.insert(verificationCodes).values({
    userId,
    purpose: 'WALLET_LINK',
    codeHash: hashNonce(nonce),
    expiresAt: new Date(Date.now() + WALLET_NONCE_TTL_MS),
  });
  return { nonce, domain, chain_id: chainId };
}

/**
 * Marks the user's live nonce used, in one statement so two requests cannot both use it.
 * False when it is unknown, expired, already used or another user's.
 */
export async function useWalletNonce(db: Database, userId: number, nonce: string): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, 'WALLET_LINK'),
        eq(verificationCodes.codeHash, hashNonce(nonce)),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
