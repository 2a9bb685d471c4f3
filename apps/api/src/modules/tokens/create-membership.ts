import { eq } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import type { ChainWriteRow } from '../../chain-writes/chain-write-kind.ts';
import {
  type Idempotency,
  requestFingerprint,
  scopedKey,
  writeForKey,
} from '../../chain-writes/idempotency.ts';
import { rehearse } from '../../chain-writes/rehearse.ts';
import { businesses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { checkImageUploads } from '../files/upload.ts';
import { assertCategory, type BusinessActor, businessOf } from './business-actor.ts';
import { assertLockWriteAllowed } from './lock-creation-limit.ts';
import { deleteImages, storeImages, uploadsOf } from './membership-images.ts';
import { reachableDeployment } from './membership-lock.ts';
import { MEMBERSHIP_REQUEST_MESSAGES, type NewMembershipRequest } from './membership-request.ts';
import { insertMembership, type MembershipDraft } from './membership-rows.ts';
import { type CreatePayload, MEMBERSHIP_WRITES } from './membership-writes.ts';

/**
 * POST /tokens. Everything that can refuse the save runs before anything is sent: the form, the
 * category, the idempotency key, the business's lock-creation limit, each upload's content, a
 * reachable chain, and a rehearsal of the rows. Then the uploads are stored and the intent recorded
 * (one short transaction); the lock is created and the rows written by the `membership.create` write
 * (membership-writes.ts). Answers the write once finished or after the chain writes' answer time.
 */
export async function createMembership(
  deps: AppDeps,
  actor: BusinessActor,
  request: NewMembershipRequest,
  clientKey: string | undefined,
): Promise<ChainWriteRow> {
  // Recorded in a function of its own, so its decoded images are released before the wait.
  const writeId = await recordMembership(deps, actor, request, clientKey);
  return deps.chainWrites.settle(writeId);
}

/** Every check, the uploads stored and the intent recorded; answers the write's id. */
async function recordMembership(
  deps: AppDeps,
  actor: BusinessActor,
  request: NewMembershipRequest,
  clientKey: string | undefined,
): Promise<number> {
  const businessId = businessOf(actor);
  const { form, tokenType, launch } = request;
  await assertCategory(deps.db, form.category_id);
  const uploads = uploadsOf(request.artImage, request.covers, 0);

  const idempotency: Idempotency | undefined = clientKey
    ? {
        key: scopedKey(`business:${businessId}`, clientKey),
        requestHash: await requestFingerprint(
          { form, tokenType, launch },
          uploads.map((upload) => upload.file),
        ),
      }
    : undefined;
  const retried = idempotency && (await writeForKey(deps.db, idempotency));
  if (retried) return retried.id;

  await assertLockWriteAllowed(deps.db, businessId, 'create');
  const checked = await checkImageUploads(uploads);
  const { chainId } = await reachableDeployment(deps.chain);

  const images = await storeImages(deps, actor.userId, checked);
  const draft: MembershipDraft = {
    businessId,
    userId: actor.userId,
    form,
    tokenType,
    artFileId: images.artFileId,
    coverFileIds: images.coverFileIds,
    launch,
  };
  const payload: CreatePayload = {
    draft,
    chainId,
    lock: {
      title: form.title,
      price: form.price,
      renewalPrice: form.renewal_price,
      copies: form.copies,
      expirationDuration: form.expiration_duration,
      expirationDurationType: form.expiration_duration_type,
    },
  };
  let write: ChainWriteRow | null;
  try {
    write = await deps.db.transaction(async (tx) => {
      // One intent at a time per business, so parallel saves cannot pass the limit on one count.
      await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
      await assertLockWriteAllowed(tx, businessId, 'create');
      await rehearse(tx, MEMBERSHIP_REQUEST_MESSAGES.outOfRange, (savepoint) =>
        insertMembership(savepoint, draft, { lock: zeroAddress, chainId }),
      );
      return deps.chainWrites.record(tx, {
        kind: MEMBERSHIP_WRITES.create,
        payload,
        businessId,
        requestedById: actor.userId,
        idempotency,
      });
    });
  } catch (error) {
    await deleteImages(deps, images.fileIds);
    throw error;
  }
  if (!write) {
    // The same key was recorded by a request running at the same time: answer that one.
    await deleteImages(deps, images.fileIds);
    const first = idempotency && (await writeForKey(deps.db, idempotency));
    if (!first) throw new Error('Recording the membership write conflicted without an idempotency key');
    return first.id;
  }
  return write.id;
}
