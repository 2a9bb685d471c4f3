import { type Gate, type PageMeta, type Token, UNLIMITED, VALIDATION_MESSAGES } from '@keyclub/domain';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Database } from '../../db/client.ts';
import {
  categories,
  files,
  gates,
  tokenCovers,
  tokenPerks,
  tokenProfiles,
  tokens,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { saveImageUpload } from '../files/upload.ts';
import { createLockFor, reachableDeployment, syncLockConfig } from './membership-lock.ts';
import { type MultipartBody, readMembershipEdit, readNewMembership } from './membership-request.ts';
import { loadTokens } from './token-records.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who is saving: a BUSINESS user with their business. */
export type BusinessActor = { userId: number; businessId: number | null };

const businessOf = (actor: BusinessActor): number => {
  if (actor.businessId === null) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  return actor.businessId;
};

const availableCopies = (copies: number, sold: number) => (copies === UNLIMITED ? UNLIMITED : copies - sold);

async function assertCategory(db: Database, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) {
    const message = VALIDATION_MESSAGES.categoryRequired;
    throw new HttpError(400, message, [{ field: 'category_id', message }]);
  }
}

/** Art and covers stored one by one; a refused file answers 400 on its form field. */
async function storeImages(
  deps: AppDeps,
  uploadedById: number,
  art: File | undefined,
  covers: File[],
  firstCoverIndex: number,
) {
  const artImage = art
    ? await saveImageUpload(deps, art, { kind: 'art', field: 'art_image', uploadedById })
    : undefined;
  const coverIds: number[] = [];
  for (const [index, cover] of covers.entries()) {
    const saved = await saveImageUpload(deps, cover, {
      kind: 'token-cover',
      field: `covers.${firstCoverIndex + index}`,
      uploadedById,
    });
    coverIds.push(saved.fileId);
  }
  return { artFileId: artImage?.fileId, coverFileIds: coverIds };
}

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
 * A new membership: its lock is created on chain first (the API signer manages it), then the profile,
 * the parent token, perks, gates and covers are written in one transaction. A chain that cannot be
 * reached answers 503 before anything is stored. Returns the parent token's id.
 */
export async function createMembership(
  deps: AppDeps,
  actor: BusinessActor,
  body: MultipartBody,
): Promise<number> {
  const businessId = businessOf(actor);
  const request = readNewMembership(body);
  const { form } = request;
  await assertCategory(deps.db, form.category_id);
  const deployment = await reachableDeployment(deps);
  const images = await storeImages(deps, actor.userId, request.artImage, request.covers, 0);
  const lock: Address = await createLockFor(deps, deployment, {
    title: form.title,
    price: form.price,
    copies: form.copies,
    expirationDuration: form.expiration_duration,
    expirationDurationType: form.expiration_duration_type,
  });

  return deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(tokenProfiles)
      .values({
        businessId,
        categoryId: form.category_id,
        title: form.title,
        description: form.description,
        price: form.price.toFixed(2),
        renewalPrice: form.renewal_price.toFixed(2),
        currency: 'USD',
        // Created memberships are on sale at once: the lock exists and the business chose to publish.
        status: 'ACTIVE',
        copies: form.copies,
        availableCopiesCount: availableCopies(form.copies, 0),
        soldCopiesCount: 0,
        royalty: String(form.royalty),
        lockoutPeriod: form.lockout_period,
        lockoutPeriodType: form.lockout_period_type,
        expirationDuration: form.expiration_duration,
        expirationDurationType: form.expiration_duration_type,
        contractAddress: lock,
        contractType: 'INTERNAL',
        blockchainNetworkId: deployment.chainId,
        tokenType: request.tokenType,
        artImageFileId: images.artFileId,
        termsAndConditions: form.terms_and_conditions,
      })
      .returning({ id: tokenProfiles.id });
    if (!profile) throw new Error('Inserting the token profile returned nothing');
    const [token] = await tx
      .insert(tokens)
      .values({ tokenProfileId: profile.id, businessId, ownerId: actor.userId })
      .returning({ id: tokens.id });
    if (!token) throw new Error('Inserting the parent token returned nothing');
    await insertPerksAndGates(tx, profile.id, form);
    await tx
      .insert(tokenCovers)
      .values(
        images.coverFileIds.map((fileId, position) => ({ tokenProfileId: profile.id, fileId, position })),
      );
    return token.id;
  });
}

/** The parent token `tokenId` with its profile, for its owning business only (404 / 403 otherwise). */
async function ownedMembership(deps: AppDeps, actor: BusinessActor, tokenId: number) {
  const [row] = await deps.db
    .select({ token: tokens, profile: tokenProfiles, artKey: files.storageKey })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .leftJoin(files, eq(files.id, tokenProfiles.artImageFileId))
    .where(and(eq(tokens.id, tokenId), isNull(tokens.parentId)));
  if (!row) throw notFound();
  if (row.token.businessId !== actor.businessId) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  return row;
}

/**
 * Edits a membership. Price, renewal price and currency never change; copies may not go below the
 * copies sold (checked again under a row lock). The lock's duration and key limit follow the edit
 * before the database does, so a chain that cannot be reached leaves everything as it was.
 */
export async function updateMembership(
  deps: AppDeps,
  actor: BusinessActor,
  tokenId: number,
  body: MultipartBody,
): Promise<void> {
  const { profile, artKey } = await ownedMembership(deps, actor, tokenId);
  const storedCovers = await deps.db
    .select({ id: tokenCovers.id, storageKey: files.storageKey })
    .from(tokenCovers)
    .innerJoin(files, eq(files.id, tokenCovers.fileId))
    .where(eq(tokenCovers.tokenProfileId, profile.id))
    .orderBy(asc(tokenCovers.position));
  const request = readMembershipEdit(body, {
    soldCopies: profile.soldCopiesCount,
    artImageUrl: artKey ? deps.storage.url(artKey) : null,
    covers: storedCovers.map((cover) => ({ id: cover.id, url: deps.storage.url(cover.storageKey) })),
  });
  const { form } = request;
  await assertCategory(deps.db, form.category_id);

  const lock = profile.contractType === 'INTERNAL' ? (profile.contractAddress as Address | null) : null;
  if (lock) {
    const deployment = await reachableDeployment(deps);
    await syncLockConfig(deps, deployment, lock, {
      copies: form.copies,
      expirationDuration: form.expiration_duration,
      expirationDurationType: form.expiration_duration_type,
    });
  }
  const images = await storeImages(
    deps,
    actor.userId,
    request.artImage,
    request.newCovers,
    request.keptCoverIds.length,
  );

  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ sold: tokenProfiles.soldCopiesCount })
      .from(tokenProfiles)
      .where(eq(tokenProfiles.id, profile.id))
      .for('update');
    const sold = locked?.sold ?? 0;
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
        availableCopiesCount: availableCopies(form.copies, sold),
        royalty: String(form.royalty),
        lockoutPeriod: form.lockout_period,
        lockoutPeriodType: form.lockout_period_type,
        expirationDuration: form.expiration_duration,
        expirationDurationType: form.expiration_duration_type,
        ...(request.tokenType ? { tokenType: request.tokenType } : {}),
        ...(images.artFileId ? { artImageFileId: images.artFileId } : {}),
        termsAndConditions: form.terms_and_conditions,
      })
      .where(eq(tokenProfiles.id, profile.id));

    await tx.delete(tokenPerks).where(eq(tokenPerks.tokenProfileId, profile.id));
    await tx.delete(gates).where(eq(gates.tokenProfileId, profile.id));
    await insertPerksAndGates(tx, profile.id, form);
    await replaceCovers(tx, profile.id, request.keptCoverIds, images.coverFileIds);
  });
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

export async function getToken(deps: AppDeps, tokenId: number): Promise<Token> {
  const [token] = await loadTokens(deps, [tokenId]);
  if (!token) throw notFound();
  return token;
}

/** The business's own memberships (parent tokens), newest first, one page counted and read in SQL. */
export async function listOwnTokens(
  deps: AppDeps,
  actor: BusinessActor,
  paging: { page: number; limit: number },
): Promise<{ data: Token[]; meta: PageMeta }> {
  const businessId = businessOf(actor);
  const own = and(eq(tokens.businessId, businessId), isNull(tokens.parentId));
  const [[total], page] = await Promise.all([
    deps.db.select({ value: count() }).from(tokens).where(own),
    deps.db
      .select({ id: tokens.id })
      .from(tokens)
      .where(own)
      .orderBy(desc(tokens.createdAt), desc(tokens.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  return {
    data: await loadTokens(
      deps,
      page.map((row) => row.id),
    ),
    meta: { page: paging.page, limit: paging.limit, total: total?.value ?? 0 },
  };
}
