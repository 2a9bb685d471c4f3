import type { BusinessProfileForm } from '@keyclub/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { businesses, files } from '../../db/schema/index.ts';
import { deleteStoredObjects } from '../files/service.ts';
import { type CheckedImage, type PutImage, putCheckedImage, recordPutImage } from '../files/upload.ts';
import type { BusinessImages } from './business-images.ts';

type Deps = { db: Database; storage: Storage };
type StoredFileKeys = { storageKey: string; thumbnailKey: string | null };

const profileColumns = (profile: BusinessProfileForm) => ({
  name: profile.name,
  description: profile.description,
  city: profile.city,
  state: profile.state,
  location: profile.location,
  website: profile.website,
  facebook: profile.facebook,
  twitter: profile.twitter,
  instagram: profile.instagram,
  tiktok: profile.tiktok,
  twitch: profile.twitch,
  youtube: profile.youtube,
});

/**
 * Writes the checked logo and cover of a signup to storage, before the transaction that records
 * them (createBusiness): no transaction waits on storage.
 */
export async function putBusinessImages(
  storage: Storage,
  images: { logo: CheckedImage; cover: CheckedImage },
): Promise<BusinessImagesPut> {
  return {
    logo: await putCheckedImage(storage, images.logo, 'logo'),
    cover: await putCheckedImage(storage, images.cover, 'cover'),
  };
}

export type BusinessImagesPut = { logo: PutImage; cover: PutImage };

/** The one business of a new BUSINESS user (signup), recording its logo and cover already stored. */
export async function createBusiness(
  deps: Deps,
  ownerId: number,
  profile: BusinessProfileForm,
  images: BusinessImagesPut,
) {
  const logo = await recordPutImage(deps, images.logo, { uploadedById: ownerId });
  const cover = await recordPutImage(deps, images.cover, { uploadedById: ownerId });
  await deps.db
    .insert(businesses)
    .values({ ownerId, ...profileColumns(profile), logoFileId: logo.fileId, coverFileId: cover.fileId });
}

/**
 * Settings > Profile: the text fields always, logo and cover only when a new checked image came.
 * New images are written to storage first (no transaction waits on storage); one short transaction
 * records them, updates the business and deletes the replaced `files` rows; the replaced objects
 * are removed after it commits, the new ones if it fails.
 */
export async function updateBusinessProfile(
  deps: Deps & { logger: Logger },
  ownerId: number,
  profile: BusinessProfileForm,
  images: BusinessImages,
) {
  const put = {
    logo: images.logo && (await putCheckedImage(deps.storage, images.logo, 'logo')),
    cover: images.cover && (await putCheckedImage(deps.storage, images.cover, 'cover')),
  };
  let replaced: StoredFileKeys[];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      const record = (image: PutImage) =>
        recordPutImage({ db: tx, storage: deps.storage }, image, { uploadedById: ownerId });
      const [current] = await tx
        .select({ logoFileId: businesses.logoFileId, coverFileId: businesses.coverFileId })
        .from(businesses)
        .where(eq(businesses.ownerId, ownerId))
        .for('update');
      const logo = put.logo && (await record(put.logo));
      const cover = put.cover && (await record(put.cover));
      await tx
        .update(businesses)
        .set({
          ...profileColumns(profile),
          ...(logo ? { logoFileId: logo.fileId } : {}),
          ...(cover ? { coverFileId: cover.fileId } : {}),
        })
        .where(eq(businesses.ownerId, ownerId));
      const oldFileIds = [logo ? current?.logoFileId : null, cover ? current?.coverFileId : null].filter(
        (id): id is number => typeof id === 'number',
      );
      if (oldFileIds.length === 0) return [];
      return tx
        .delete(files)
        .where(inArray(files.id, oldFileIds))
        .returning({ storageKey: files.storageKey, thumbnailKey: files.thumbnailKey });
    });
  } catch (error) {
    await deleteStoredObjects(
      deps,
      [put.logo?.keys, put.cover?.keys].filter((keys) => keys !== undefined),
    );
    throw error;
  }
  await deleteStoredObjects(deps, replaced);
}
