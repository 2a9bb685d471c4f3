import type { BusinessProfileForm, User } from '@keyclub/domain';
import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { toUserJson } from '../../read-models/user.ts';
import { takeOrRefuse } from '../../throttle/retry-later.ts';
import { type BusinessImagesPut, createBusiness, putBusinessImages } from '../business-profile/service.ts';
import { deleteStoredObjects } from '../files/service.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { requestCode } from './code-delivery.ts';
import { signupAllowances } from './limits.ts';
import { hashPassword } from './password.ts';
import type { SignupInput } from './signup-body.ts';
import { findUserByEmail, takenError, takenFields, uniqueViolationField } from './user-lookups.ts';

/**
 * POST /auth/signup: a PENDING account (plus its business) and a mailed verification code. An
 * email held by a PENDING, unverified account is not taken: the new signup replaces that account
 * (its password, profile, business and codes), so whoever signed up with someone else's address
 * cannot have the owner later verify an account that carries their password.
 */
export async function signup(deps: AppDeps, { request, images }: SignupInput, caller: Caller): Promise<User> {
  await takeOrRefuse(deps.db, signupAllowances(caller.clientIp), () => AUTH_MESSAGES.tooManySignups);
  const holder = await findUserByEmail(deps.db, request.email);
  const replaced = holder && holder.status === 'PENDING' && !holder.isEmailVerified ? holder : null;
  const conflicts = await takenFields(
    deps.db,
    { email: request.email, username: request.username, phone_number: request.phone_number },
    replaced?.id,
  );
  if (conflicts.length > 0) throw new HttpError(409, conflicts[0]?.message ?? M.emailTaken, conflicts);

  const passwordHash = await hashPassword(request.password, deps.env.passwordScryptCost);
  const common = {
    email: request.email,
    username: request.username,
    passwordHash,
    firstName: request.first_name,
    lastName: request.last_name,
    phoneNumber: request.phone_number,
    address1: request.address1,
    address2: request.address2,
    city: request.city,
    state: request.state,
    zip: request.zip,
    roleName: request.role_name,
    termsAcceptedAt: new Date(),
  };
  let business: { profile: BusinessProfileForm; images: BusinessImagesPut } | undefined;
  if (request.role_name === 'BUSINESS') {
    const { logo, cover } = images;
    if (!logo || !cover) throw new Error('parseSignup lets no business through without images');
    // Only now, with every field valid, the account free and the images checked, files are written,
    // before the transaction that records them.
    business = { profile: request.business, images: await putBusinessImages(deps.storage, { logo, cover }) };
  }
  let created: typeof users.$inferSelect;
  try {
    created = await deps.db.transaction(async (tx) => {
      if (replaced) {
        // Only while still unverified: a verification in between makes the email taken.
        const [gone] = await tx
          .delete(users)
          .where(
            and(eq(users.id, replaced.id), eq(users.status, 'PENDING'), eq(users.isEmailVerified, false)),
          )
          .returning({ id: users.id });
        if (!gone) throw takenError('email');
      }
      const [row] = await tx
        .insert(users)
        .values(
          request.role_name === 'BUSINESS'
            ? { ...common, isSoldTokenEmailNotify: request.is_sold_token_email_notify }
            : {
                ...common,
                isPurchasedTokenEmailNotify: request.is_purchased_token_email_notify,
                isRedeemedTokenEmailNotify: request.is_redeemed_token_email_notify,
              },
        )
        .returning();
      if (!row) throw new Error('Inserting the user returned nothing');
      if (business) {
        await createBusiness({ db: tx, storage: deps.storage }, row.id, business.profile, business.images);
      }
      return row;
    });
  } catch (error) {
    if (business) await deleteStoredObjects(deps, [business.images.logo.keys, business.images.cover.keys]);
    const field = uniqueViolationField(error);
    if (field) throw takenError(field);
    throw error;
  }
  await requestCode(deps, {
    email: created.email,
    user: created,
    purpose: 'EMAIL_VERIFICATION',
    clientIp: caller.clientIp,
  });
  return toUserJson(deps, created);
}
