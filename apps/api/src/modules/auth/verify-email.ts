import type { User } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/client-ip.ts';
import { toUserJson } from '../../read-models/user.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { checkCode } from './code-attempts.ts';
import { codeError, useCode } from './codes.ts';
import { openSession, type Session } from './open-session.ts';
import { activateOrRefuse, findUserByEmail } from './user-lookups.ts';

/**
 * POST /auth/verify: the mailed code activates the account and logs it in. Unknown, already
 * verified and deactivated accounts get the same invalid-code answer as a wrong code, so the
 * answer never tells whether (or in which state) an account exists; a code still live for such an
 * account keeps counting attempts but is never accepted. Wrong codes are counted per address
 * (code-attempts.ts), so an unknown one also runs out after MAX_CODE_ATTEMPTS.
 */
export async function verifyEmail(
  deps: AppDeps,
  input: { email: string; code: string },
  caller: Caller,
): Promise<{ user: User; session: Session }> {
  const purpose = 'EMAIL_VERIFICATION';
  const activated = await checkCode(deps.db, caller.clientIp, { purpose, email: input.email }, async () => {
    const user = await findUserByEmail(deps.db, input.email);
    if (!user) throw codeError(AUTH_MESSAGES.codeInvalid);
    const verifiable = user.status !== 'ARCHIVED' && !user.isEmailVerified;
    await useCode(deps, { userId: user.id, purpose, code: input.code }, async () => {
      if (!verifiable) throw codeError(AUTH_MESSAGES.codeInvalid);
    });
    // Keyed by id: a signup that replaced this account meanwhile leaves nothing to activate.
    const [row] = await activateOrRefuse(() =>
      deps.db
        .update(users)
        .set({ status: 'ACTIVE', isEmailVerified: true })
        .where(eq(users.id, user.id))
        .returning(),
    );
    if (!row) throw codeError(AUTH_MESSAGES.codeInvalid);
    return row;
  });
  const session = await openSession(deps, activated.id, caller);
  return { user: await toUserJson(deps, activated), session };
}
