import type { AppDeps } from '../../deps.ts';
import { RetryLaterError } from '../../throttle/retry-later.ts';
import { clearThrottleEvents, takeAllowances } from '../../throttle/throttle.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { codeAttemptAllowance } from './code-attempts.ts';
import { codeMail } from './code-mails.ts';
import { type CodePurpose, issueCode } from './codes.ts';
import { codeRequestAllowances } from './limits.ts';

export const tooManyCodeRequests = (retryAfterMs: number) =>
  new RetryLaterError(429, AUTH_MESSAGES.tooManyCodeRequests, retryAfterMs);

/**
 * Mails a fresh code of `purpose` to `email` unless an allowance is used up: per address and IP,
 * per address, and with `perIp` (the forgot-password and resend endpoints) per IP. The request is
 * counted before the code is made and mailed, so concurrent requests cannot pass together.
 * Requests for addresses without an account (user null) are counted the same way but mail
 * nothing, so answers never tell whether an account exists.
 */
export async function requestCode(
  deps: AppDeps,
  input: {
    email: string;
    user: { id: number; email: string } | null;
    purpose: CodePurpose;
    clientIp: string;
    perIp?: boolean;
    payload?: Record<string, unknown>;
  },
): Promise<{ sent: true } | { sent: false; retryAfterMs: number }> {
  const taken = await takeAllowances(
    deps.db,
    codeRequestAllowances(input.email, input.purpose, input.clientIp, input.perIp ?? false),
  );
  if (!taken.ok) return { sent: false, retryAfterMs: taken.retryAfterMs };
  // A new code brings new attempts, whether or not it is mailed to anyone (code-attempts.ts).
  const attempts = codeAttemptAllowance(input.purpose, input.email);
  await clearThrottleEvents(deps.db, attempts.kind, attempts.subject);
  if (!input.user) return { sent: true };
  const code = await issueCode(deps, {
    userId: input.user.id,
    purpose: input.purpose,
    ...(input.payload ? { payload: input.payload } : {}),
  });
  await deps.mailer.send(codeMail(input.purpose, input.user.email, code));
  return { sent: true };
}
