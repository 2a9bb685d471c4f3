import type { Deployment } from '@keyclub/chain';
import { type Gate, type PageMeta, type Token, UNLIMITED, VALIDATION_MESSAGES } from '@keyclub/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
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
import { type CheckedUpload, checkImageUploads, storeCheckedImage, type Upload } from '../files/upload.ts';
import {
  createLockFor,
  type LockSettings,
  lockSettingsOf,
  reachableDeployment,
  readLockSettings,
  syncLock,
} from './membership-lock.ts';
import { type MultipartBody, readMembershipEdit, readNewMembership } from './membership-request.ts';
import { lockSigner } from './signer-lock.ts';
import { loadTokens, type TokenViewer } from './token-records.ts';

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

/** The art image and covers of a save, each named by its form field (`covers.<n>` counts after kept covers). */
function uploadsOf(art: File | undefined, covers: File[], firstCoverIndex: number): Upload[] {
  return [
    ...(art ? [{ field: 'art_image', file: art }] : []),
    ...covers.map((file, index) => ({ field: `covers.${firstCoverIndex + index}`, file })),
  ];
}

/** Stores checked uploads (`files` rows inserted through `tx`, so a save that fails later leaves no row). */
async function storeImages(deps: AppDeps, tx: Tx, uploadedById: number, uploads: CheckedUpload[]) {
  const fileIds: number[] = [];
  for (const { field, image } of uploads) {
    const kind = field === 'art_image' ? 'art' : 'token-cover';
    fileIds.push(
      (await storeCheckedImage({ db: tx, storage: deps.storage }, image, { kind, uploadedById })).fileId,
    );
  }
  const hasArt = uploads[0]?.field === 'art_image';
  return { artFileId: hasArt ? fileIds[0] : undefined, coverFileIds: hasArt ? fileIds.slice(1) : fileIds };
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
 * A new membership. Every check comes first (form, category, each upload's content, a reachable
 * chain); then one database transaction stores the uploads, creates the lock on chain under the
 * signer's lock (the API signer manages it), and writes the profile, parent token, perks, gates and
 * covers. A refusal at any step leaves no row; see docs/decisions/memberships.md for a failure after
 * the lock exists. Returns the parent token's id.
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
  const uploads = await checkImageUploads(uploadsOf(request.artImage, request.covers, 0));
  const deployment = await reachableDeployment(deps);

  /** The lock once mined: a save failing after it leaves this lock on chain without a membership. */
  const created: { lock?: Address } = {};
  try {
    return await deps.db.transaction(async (tx) => {
      const images = await storeImages(deps, tx, actor.userId, uploads);
      await lockSigner(tx, deps.env.apiSignerPrivateKey);
      const lock = await createLockFor(deps, deployment, {
        title: form.title,
        price: form.price,
        copies: form.copies,
        expirationDuration: form.expiration_duration,
        expirationDurationType: form.expiration_duration_type,
      });
      created.lock = lock;
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
  } catch (error) {
    if (created.lock) {
      deps.logger.error(
        { err: error, lock: created.lock },
        'membership not saved: its lock stays on chain unused',
      );
    }
    throw error;
  }
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
 * copies sold. Every check — form, category, uploads' content, sold copies under the row lock — runs
 * before the lock's name, duration and key limit are sent (under the signer's lock), inside the
 * database transaction; if the database write still fails, the lock gets its old values back.
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
  const uploads = await checkImageUploads(
    uploadsOf(request.artImage, request.newCovers, request.keptCoverIds.length),
  );

  const lock = profile.contractType === 'INTERNAL' ? (profile.contractAddress as Address | null) : null;
  const deployment = lock ? await reachableDeployment(deps) : null;
  /** The lock's settings before this edit, once they were read (what a failed save restores). */
  const onChainBefore: { settings?: LockSettings } = {};

  try {
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
      const images = await storeImages(deps, tx, actor.userId, uploads);

      if (lock && deployment) {
        await lockSigner(tx, deps.env.apiSignerPrivateKey);
        onChainBefore.settings = await readLockSettings(deps, lock);
        await syncLock(
          deps,
          deployment,
          lock,
          onChainBefore.settings,
          lockSettingsOf({
            title: form.title,
            copies: form.copies,
            expirationDuration: form.expiration_duration,
            expirationDurationType: form.expiration_duration_type,
          }),
        );
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
  } catch (error) {
    const chainDown = error instanceof HttpError && error.status === 503;
    if (lock && deployment && onChainBefore.settings && !chainDown) {
      await restoreLock(deps, deployment, lock, onChainBefore.settings);
    }
    throw error;
  }
}

/**
 * Gives the lock back the settings it had before a save whose database write failed. Best effort: a
 * failure is logged, and the next edit compares with the chain again, which repairs the lock.
 */
async function restoreLock(deps: AppDeps, deployment: Deployment, lock: Address, before: LockSettings) {
  try {
    await deps.db.transaction(async (tx) => {
      await lockSigner(tx, deps.env.apiSignerPrivateKey);
      await syncLock(deps, deployment, lock, await readLockSettings(deps, lock), before);
    });
  } catch (error) {
    deps.logger.error({ err: error, lock }, 'restoring the lock after a failed save failed');
  }
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

export async function getToken(deps: AppDeps, tokenId: number, viewer: TokenViewer): Promise<Token> {
  const [token] = await loadTokens(deps, [tokenId], viewer);
  if (!token) throw notFound();
  return token;
}

/** Who lists tokens: a business sees its memberships, a consumer the copies they own. */
export type ListingActor = BusinessActor & { role: 'BUSINESS' | 'CONSUMER' };

/**
 * GET /tokens by role, newest first, one page counted and read in SQL: a BUSINESS user's own
 * memberships (parent tokens of their business), a CONSUMER's memberships (copies they own).
 */
export async function listOwnTokens(
  deps: AppDeps,
  actor: ListingActor,
  paging: { page: number; limit: number },
): Promise<{ data: Token[]; meta: PageMeta }> {
  const own =
    actor.role === 'BUSINESS'
      ? and(eq(tokens.businessId, businessOf(actor)), isNull(tokens.parentId))
      : and(eq(tokens.ownerId, actor.userId), isNotNull(tokens.parentId));
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
      actor,
    ),
    meta: { page: paging.page, limit: paging.limit, total: total?.value ?? 0 },
  };
}
