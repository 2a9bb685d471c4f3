import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@keyclub/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

export type CodePurpose = 'EMAIL_VERIFICATION' | 'PASSWORD_RESET' | 'PASSWORD_CHANGE';

/** 10 minutes: the out-of-band code lifetime of OWASP ASVS 4.0.3, 2.7.2. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

/** The database and the server secret (AUTH_SECRET) that keys the code HMACs. */
export type CodeDeps = { db: Database; env: { authSecret: string } };

/**
 * Codes live 10 minutes and allow 5 guesses. Only an HMAC keyed with the server secret is stored:
 * a plain hash of a 6-digit code is reversed from a leaked row in milliseconds, this one not
 * without the secret, which lives in the environment, not in the database or its backups.
 */
const hashCode = (secret: string, userId: number, purpose: CodePurpose, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest();

export const codeError = (message: string) => new HttpError(400, message, [{ field: 'code', message }]);

/** A fresh 6-digit code (stored hashed) that replaces any earlier unused code of the purpose. */
export async function issueCode(
  { db, env }: CodeDeps,
  input: { userId: number; purpose: CodePurpose; payload?: Record<string, unknown> },
): Promise<string> {
  const code = randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.userId, input.userId),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.usedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      userId: input.userId,
      purpose: input.purpose,
      codeHash: hashCode(env.authSecret, input.userId, input.purpose, code).toString('hex'),
      payload: input.payload ?? null,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Checks a code and, when it matches, runs `beforeUse` (which may still refuse) and marks the code
 * used. Every check counts as an attempt before the comparison, so no code is ever compared more
 * than MAX_CODE_ATTEMPTS times, even by concurrent requests. Answers the code's payload.
 */
export async function useCode(
  { db, env }: CodeDeps,
  input: { userId: number; purpose: CodePurpose; code: string },
  beforeUse?: (payload: unknown) => Promise<void>,
): Promise<unknown> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!live) throw codeError(AUTH_MESSAGES.codeInvalid);

  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, live.id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!counted) throw codeError(AUTH_MESSAGES.codeAttemptsExhausted);

  const matches = timingSafeEqual(
    hashCode(env.authSecret, input.userId, input.purpose, input.code),
    Buffer.from(live.codeHash, 'hex'),
  );
  if (!matches) {
    throw codeError(
      counted.attempts >= MAX_CODE_ATTEMPTS ? AUTH_MESSAGES.codeAttemptsExhausted : AUTH_MESSAGES.codeInvalid,
    );
  }

  await beforeUse?.(live.payload);
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw codeError(AUTH_MESSAGES.codeInvalid);
  return live.payload;
}
