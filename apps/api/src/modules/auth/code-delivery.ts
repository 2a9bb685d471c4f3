import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { codeMail } from './code-mails.ts';
import { type CodePurpose, issueCode } from './codes.ts';
import { isThrottled, recordThrottleEvent, throttleSubject } from './throttle.ts';

export const tooManyCodeRequests = () => new HttpError(429, AUTH_MESSAGES.tooManyCodeRequests);

/**
 * Mails a fresh code of `purpose` to `email` unless the address used up its code requests this
 * hour. Requests for addresses without an account (user null) are counted the same way but mail
 * nothing, so answers never tell whether an account exists.
 */
export async function requestCode(
  deps: AppDeps,
  input: {
    email: string;
    user: { id: number; email: string } | null;
    purpose: CodePurpose;
    payload?: Record<string, unknown>;
  },
): Promise<'sent' | 'throttled'> {
  const subject = throttleSubject(input.email, input.purpose);
  if (await isThrottled(deps.db, 'CODE_REQUEST', subject)) return 'throttled';
  await recordThrottleEvent(deps.db, 'CODE_REQUEST', subject);
  if (!input.user) return 'sent';
  const code = await issueCode(deps.db, {
    userId: input.user.id,
    purpose: input.purpose,
    ...(input.payload ? { payload: input.payload } : {}),
  });
  await deps.mailer.send(codeMail(input.purpose, input.user.email, code));
  return 'sent';
}
