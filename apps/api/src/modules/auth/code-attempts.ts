import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { takeOrRefuse } from '../../throttle/retry-later.ts';
import {
  type Allowance,
  clearThrottleEvents,
  refundEvents,
  takeAllowances,
} from '../../throttle/throttle.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { type CodePurpose, codeError, MAX_CODE_ATTEMPTS } from './codes.ts';
import { codeFailureAllowances, LIMITS } from './limits.ts';

/**
 * Wrong codes per address and purpose: MAX_CODE_ATTEMPTS within a code's lifetime, counted from the
 * last code requested (requestCode clears the count). Keyed by the address, not the account, and
 * counted before anything is looked up, so an unknown address runs out of attempts exactly as a
 * real one does and the answers never tell whether an account exists. Events live in
 * auth_throttle_events (swept after two days); a refused attempt writes nothing.
 */
export const codeAttemptAllowance = (purpose: CodePurpose, email: string): Allowance => ({
  kind: 'CODE_FAILURE',
  subject: `${purpose}:email:${email.trim().toLowerCase()}`,
  rules: LIMITS.codeFailureAddress,
});

const isCodeInvalid = (error: unknown) =>
  error instanceof HttpError && error.message === AUTH_MESSAGES.codeInvalid;

/**
 * Counts one code attempt for the address, then runs `check` (which throws the invalid-code error
 * for a wrong code, an unknown address or an account in the wrong state). Past the last allowed
 * attempt every answer is "Too many attempts", and the last wrong one says so too. A right code
 * clears the count.
 */
export async function withCodeAttempt<T>(
  db: Database,
  input: { purpose: CodePurpose; email: string },
  check: () => Promise<T>,
): Promise<T> {
  const allowance = codeAttemptAllowance(input.purpose, input.email);
  const taken = await takeAllowances(db, [allowance]);
  if (!taken.ok) throw codeError(AUTH_MESSAGES.codeAttemptsExhausted);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    const last = (taken.counts[0] ?? 0) >= MAX_CODE_ATTEMPTS;
    throw last && isCodeInvalid(error) ? codeError(AUTH_MESSAGES.codeAttemptsExhausted) : error;
  }
  await clearThrottleEvents(db, allowance.kind, allowance.subject);
  return result;
}

/**
 * A mailed code's check (verify, reset): the caller's IP spends one of its wrong-code allowances
 * first (429 once they are gone), then `withCodeAttempt` counts the address's attempt and runs
 * `check`; a right code gives the IP's allowance back.
 */
export async function checkCode<T>(
  db: Database,
  clientIp: string,
  input: { purpose: CodePurpose; email: string },
  check: () => Promise<T>,
): Promise<T> {
  const eventIds = await takeOrRefuse(
    db,
    codeFailureAllowances(clientIp),
    () => AUTH_MESSAGES.tooManyCodeFailures,
  );
  const result = await withCodeAttempt(db, input, check);
  await refundEvents(db, eventIds);
  return result;
}
