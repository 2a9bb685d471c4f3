import {
  type Gate,
  type MembershipEditForm,
  type MembershipForm,
  type TokenType,
  UNLIMITED,
  VALIDATION_MESSAGES,
} from '@keyclub/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { lockProfile, recountAvailable } from '../../db/profile-stock.ts';
import { gates, tokenCovers, tokenPerks, tokenProfiles, tokens } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

const availableCopies = (copies: number, sold: number) => (copies === UNLIMITED ? UNLIMITED : copies - sold);

/** A new membership as recorded with its write, before its lock exists (JSON). */
export type MembershipDraft = {
  businessId: number;
  userId: number;
  form: MembershipForm;
  tokenType: TokenType | undefined;
  artFileId: number | undefined;
  coverFileIds: number[];
  /** Coming soon (PENDING) and its launch time; absent in drafts recorded before it existed: ACTIVE. */
  launch?: { comingSoon: boolean; launchAt: string | null };
};

/** An edit as recorded with its write (JSON). */
export type MembershipEditDraft = {
  profileId: number;
  form: MembershipEditForm;
  tokenType: TokenType | undefined;
  artFileId: number | undefined;
  keptCoverIds: number[];
  newCoverFileIds: number[];
};

async function insertPerksAndGates(
  tx: Tx,
  profileId: number,
  form: { perks: string[]; perk_descriptions: string[]; gate: Gate[] },
) {
  if (form.perks.length > 0) {
    await tx.insert(tokenPerks).values(
      form.perks.map((perk, position) => ({
        tokenProfileId: profileId,
        position,
        perk,
        description: form.perk_descriptions[position] ?? '',
      })),
    );
  }
  if (form.gate.length > 0) {
    await tx.insert(gates).values(
      form.gate.map((gate, position) => ({
        tokenProfileId: profileId,
        type: gate.gate_configuration.type,
        value: gate.values,
        position,
      })),
    );
  }
}

/**
 * The profile (ACTIVE: the lock exists and the business chose to publish; PENDING when it chose
 * coming soon, with its launch time), parent token, perks,
 * gates and covers of a membership whose lock is `lock`. Returns the parent token's id.
 */
export async function insertMembership(
  tx: Tx,
  draft: MembershipDraft,
  onChain: { lock: Address; chainId: number },
): Promise<number> {
  const { form } = draft;
  const [profile] = await tx
    .insert(tokenProfiles)
    .values({
      businessId: draft.businessId,
      categoryId: form.category_id,
      title: form.title,
      description: form.description,
      price: form.price.toFixed(2),
      renewalPrice: form.renewal_price.toFixed(2),
      currency: 'USD',
      status: draft.launch?.comingSoon ? 'PENDING' : 'ACTIVE',
      launchAt: draft.launch?.launchAt ? new Date(draft.launch.launchAt) : null,
      copies: form.copies,
      availableCopiesCount: availableCopies(form.copies, 0),
      soldCopiesCount: 0,
      royalty: String(form.royalty),
      lockoutPeriod: form.lockout_period,
      lockoutPeriodType: form.lockout_period_type,
      expirationDuration: form.expiration_duration,
      expirationDurationType: form.expiration_duration_type,
      contractAddress: onChain.lock,
      contractType: 'INTERNAL',
      blockchainNetworkId: onChain.chainId,
      tokenType: draft.tokenType,
      artImageFileId: draft.artFileId,
      termsAndConditions: form.terms_and_conditions,
    })
    .returning({ id: tokenProfiles.id });
  if (!profile) throw new Error('Inserting the token profile returned nothing');
  const [token] = await tx
    .insert(tokens)
    .values({ tokenProfileId: profile.id, businessId: draft.businessId, ownerId: draft.userId })
    .returning({ id: tokens.id });
  if (!token) throw new Error('Inserting the parent token returned nothing');
  await insertPerksAndGates(tx, profile.id, form);
  if (draft.coverFileIds.length > 0) {
    await tx
      .insert(tokenCovers)
      .values(
        draft.coverFileIds.map((fileId, position) => ({ tokenProfileId: profile.id, fileId, position })),
      );
  }
  return token.id;
}

/** Kept covers keep their ids and take the first positions; new ones follow. */
async function replaceCovers(tx: Tx, profileId: number, keptIds: number[], newFileIds: number[]) {
  const ofProfile = eq(tokenCovers.tokenProfileId, profileId);
  await tx
    .delete(tokenCovers)
    .where(keptIds.length > 0 ? and(ofProfile, notInArray(tokenCovers.id, keptIds)) : ofProfile);
  if (keptIds.length > 0) {
    // Positions are unique per profile: park the kept rows out of the way, then number them.
    await tx
      .update(tokenCovers)
      .set({ position: sql`${tokenCovers.position} + 1000` })
      .where(inArray(tokenCovers.id, keptIds));
    for (const [position, id] of keptIds.entries()) {
      await tx.update(tokenCovers).set({ position }).where(eq(tokenCovers.id, id));
    }
  }
  if (newFileIds.length > 0) {
    await tx.insert(tokenCovers).values(
      newFileIds.map((fileId, index) => ({
        tokenProfileId: profileId,
        fileId,
        position: keptIds.length + index,
      })),
    );
  }
}

/**
 * Writes an edit. Copies may not go below the copies sold: checked again here under the profile's
 * row lock, so a sale running at the same time cannot make the available count negative. The
 * available count is then recounted as a checkout does (`copies − sold − live holds`).
 */
export async function applyMembershipEdit(tx: Tx, draft: MembershipEditDraft): Promise<void> {
  const { form, profileId } = draft;
  const sold = (await lockProfile(tx, profileId)).soldCopiesCount;
  if (form.copies !== UNLIMITED && form.copies < sold) {
    const message = VALIDATION_MESSAGES.copiesBelowSold(sold);
    throw new HttpError(400, message, [{ field: 'copies', message }]);
  }
  await tx
    .update(tokenProfiles)
    .set({
      categoryId: form.category_id,
      title: form.title,
      description: form.description,
      copies: form.copies,
      // Unlimited stays this; a limited count is recounted below with the live holds.
      availableCopiesCount: availableCopies(form.copies, sold),
      royalty: String(form.royalty),
      lockoutPeriod: form.lockout_period,
      lockoutPeriodType: form.lockout_period_type,
      expirationDuration: form.expiration_duration,
      expirationDurationType: form.expiration_duration_type,
      ...(draft.tokenType ? { tokenType: draft.tokenType } : {}),
      ...(draft.artFileId ? { artImageFileId: draft.artFileId } : {}),
      termsAndConditions: form.terms_and_conditions,
    })
    .where(eq(tokenProfiles.id, profileId));
  await recountAvailable(tx, profileId);
  await tx.delete(tokenPerks).where(eq(tokenPerks.tokenProfileId, profileId));
  await tx.delete(gates).where(eq(gates.tokenProfileId, profileId));
  await insertPerksAndGates(tx, profileId, form);
  await replaceCovers(tx, profileId, draft.keptCoverIds, draft.newCoverFileIds);
}
