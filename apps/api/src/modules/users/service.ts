import type { User } from '@keyclub/domain';
import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import type { updateMeRequestSchema } from '../../http/request-schemas.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { revokeUserSessions } from '../../http/sessions.ts';
import { toUserJson } from '../../read-models/user.ts';
import { loadSignedInUser, takenError, takenFields, uniqueViolationField } from '../auth/user-lookups.ts';

/** PUT /auth/me: profile fields and the role's notification flags; phone uniqueness when it changed. */
export async function updateMe(
  deps: AppDeps,
  auth: AuthContext,
  changes: z.output<typeof updateMeRequestSchema>,
): Promise<User> {
  const current = await loadSignedInUser(deps.db, auth.userId);
  if (changes.phone_number && changes.phone_number !== current.phoneNumber) {
    const conflicts = await takenFields(deps.db, { phone_number: changes.phone_number }, auth.userId);
    if (conflicts.length > 0) throw new HttpError(409, M.phoneTaken, conflicts);
  }
  const flags =
    auth.role === 'BUSINESS'
      ? { isSoldTokenEmailNotify: changes.is_sold_token_email_notify }
      : {
          isPurchasedTokenEmailNotify: changes.is_purchased_token_email_notify,
          isRedeemedTokenEmailNotify: changes.is_redeemed_token_email_notify,
          isExpiryReminderEmailNotify: changes.is_expiry_reminder_email_notify,
          isEmailSharedWithBusinesses: changes.is_email_shared_with_businesses,
        };
  const set = Object.fromEntries(
    Object.entries({
      firstName: changes.first_name,
      lastName: changes.last_name,
      address1: changes.address1,
      address2: changes.address2,
      city: changes.city,
      state: changes.state,
      zip: changes.zip,
      phoneNumber: changes.phone_number,
      ...flags,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(set).length === 0) return toUserJson(deps, current);
  try {
    const [updated] = await deps.db.update(users).set(set).where(eq(users.id, auth.userId)).returning();
    if (!updated) throw new Error('Updating the user returned nothing');
    return toUserJson(deps, updated);
  } catch (error) {
    const field = uniqueViolationField(error);
    if (field) throw takenError(field);
    throw error;
  }
}

/** DELETE /auth/me/archive: the account is deactivated and every session ends. */
export async function archiveMe(deps: AppDeps, auth: AuthContext) {
  await deps.db
    .update(users)
    .set({ status: 'ARCHIVED', archivedAt: new Date() })
    .where(eq(users.id, auth.userId));
  await revokeUserSessions(deps.db, auth.userId);
}
