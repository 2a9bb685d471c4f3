import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Address } from 'viem';
import type { ChainWriteRow } from '../../chain-writes/chain-write-kind.ts';
import { rehearse } from '../../chain-writes/rehearse.ts';
import { businesses, chainWrites, files, tokenCovers, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { checkImageUploads } from '../files/upload.ts';
import { assertCategory, type BusinessActor } from './business-actor.ts';
import { assertLockWriteAllowed } from './lock-creation-limit.ts';
import { deleteImages, storeImages, uploadsOf } from './membership-images.ts';
import { lockSettingsOf, sameSettings, storedSettings } from './membership-lock.ts';
import {
  MEMBERSHIP_REQUEST_MESSAGES,
  type ReceivedMembership,
  readMembershipEdit,
} from './membership-request.ts';
import { applyMembershipEdit, type MembershipEditDraft } from './membership-rows.ts';
import { MEMBERSHIP_WRITES, type UpdatePayload } from './membership-writes.ts';
import { withSalesState } from './sales-lock.ts';

/** The parent token `tokenId` with its profile, for its owning business only (404 / 403 otherwise). */
async function ownedMembership(deps: AppDeps, actor: BusinessActor, tokenId: number) {
  const [row] = await deps.db
    .select({ token: tokens, profile: tokenProfiles, artKey: files.storageKey })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .leftJoin(files, eq(files.id, tokenProfiles.artImageFileId))
    .where(and(eq(tokens.id, tokenId), isNull(tokens.parentId)));
  if (!row) throw notFound();
  if (row.token.businessId !== actor.businessId) throw new HttpError(403, ACCESS_MESSAGES.forbidden);
  return row;
}

const subjectOf = (profileId: number) => `token_profile:${profileId}`;

/**
 * PUT /tokens/{id}. Price, renewal price and currency never change; copies may not go below the
 * copies sold. Every check (form, category, uploads' content, the lock read from the chain) runs
 * before anything is stored. When the lock's name, duration or key limit change, the edit is a
 * `membership.update` write, counted against the business's lock changes of the hour (429 past
 * them): rehearsed, recorded, the lock synced, then the rows written (and the lock given its old
 * settings back if they cannot be). Otherwise the rows are written at once, with no transaction.
 * Answers the write, or null when no chain transaction was needed.
 */
export async function updateMembership(
  deps: AppDeps,
  actor: BusinessActor,
  tokenId: number,
  received: ReceivedMembership,
): Promise<ChainWriteRow | null> {
  // Recorded in a function of its own, so its decoded images are released before the wait.
  const writeId = await recordEdit(deps, actor, tokenId, received);
  return writeId === null ? null : deps.chainWrites.settle(writeId);
}

/** Every check, the uploads stored, then the rows written at once (null) or the write recorded (its id). */
async function recordEdit(
  deps: AppDeps,
  actor: BusinessActor,
  tokenId: number,
  received: ReceivedMembership,
): Promise<number | null> {
  const { profile, artKey } = await ownedMembership(deps, actor, tokenId);
  const storedCovers = await deps.db
    .select({ id: tokenCovers.id, storageKey: files.storageKey })
    .from(tokenCovers)
    .innerJoin(files, eq(files.id, tokenCovers.fileId))
    .where(eq(tokenCovers.tokenProfileId, profile.id))
    .orderBy(asc(tokenCovers.position));
  const request = readMembershipEdit(received, {
    soldCopies: profile.soldCopiesCount,
    artImageUrl: artKey ? deps.storage.url(artKey) : null,
    covers: storedCovers.map((cover) => ({ id: cover.id, url: deps.storage.url(cover.storageKey) })),
  });
  const { form } = request;
  await assertCategory(deps.db, form.category_id);
  const checked = await checkImageUploads(
    uploadsOf(request.artImage, request.newCovers, request.keptCoverIds.length),
  );

  const lock = profile.contractType === 'INTERNAL' ? (profile.contractAddress as Address | null) : null;
  const target = storedSettings(
    lockSettingsOf({
      title: form.title,
      copies: form.copies,
      expirationDuration: form.expiration_duration,
      expirationDurationType: form.expiration_duration_type,
    }),
  );
  const before = lock ? storedSettings(await deps.chain.readLock(lock)) : null;
  // A paused or suspended membership's lock stays closed to purchases: the write applies the sales
  // state when it sends (sales-lock.ts), and keeps the edit's open limit for a resume meanwhile.
  const changesLock =
    lock !== null &&
    before !== null &&
    !sameSettings(before, await withSalesState(deps.db, profile.id, target));
  if (changesLock) await assertLockWriteAllowed(deps.db, profile.businessId, 'change');

  const images = await storeImages(deps, actor.userId, checked);
  const draft: MembershipEditDraft = {
    profileId: profile.id,
    form,
    tokenType: request.tokenType,
    artFileId: images.artFileId,
    keptCoverIds: request.keptCoverIds,
    newCoverFileIds: images.coverFileIds,
  };
  const subject = subjectOf(profile.id);
  let write: ChainWriteRow | null;
  try {
    if (!changesLock) {
      await deps.db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ id: chainWrites.id })
          .from(chainWrites)
          .where(and(eq(chainWrites.subject, subject), notInArray(chainWrites.status, ['DONE', 'FAILED'])));
        if (pending) throw new HttpError(409, MEMBERSHIP_REQUEST_MESSAGES.editPending);
        await applyMembershipEdit(tx, draft);
      });
      return null;
    }
    write = await deps.db.transaction(async (tx) => {
      // One intent at a time per business, so parallel edits cannot pass the limit on one count.
      await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, profile.businessId))
        .for('update');
      await assertLockWriteAllowed(tx, profile.businessId, 'change');
      await rehearse(tx, MEMBERSHIP_REQUEST_MESSAGES.outOfRange, (savepoint) =>
        applyMembershipEdit(savepoint, draft),
      );
      return deps.chainWrites.record(tx, {
        kind: MEMBERSHIP_WRITES.update,
        payload: { tokenId, draft, lock, target, before } satisfies UpdatePayload,
        subject,
        businessId: profile.businessId,
        requestedById: actor.userId,
      });
    });
    // Only the subject can conflict: an earlier edit of this membership is still on its way.
    if (!write) throw new HttpError(409, MEMBERSHIP_REQUEST_MESSAGES.editPending);
  } catch (error) {
    await deleteImages(deps, images.fileIds);
    throw error;
  }
  return write.id;
}
