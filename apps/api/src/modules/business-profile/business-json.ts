import type { Business } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { businesses, files, users } from '../../db/schema/index.ts';
import { fileObject } from '../files/upload.ts';

const logoFiles = alias(files, 'logo_files');
const coverFiles = alias(files, 'cover_files');

/** The business a user owns, in the domain's Business shape; null for consumers. */
export async function loadOwnedBusiness(
  deps: { db: Database; storage: Storage },
  ownerId: number,
): Promise<Business | null> {
  const [row] = await deps.db
    .select({
      business: businesses,
      owner: { city: users.city, state: users.state },
      logo: logoFiles,
      cover: coverFiles,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .leftJoin(logoFiles, eq(logoFiles.id, businesses.logoFileId))
    .leftJoin(coverFiles, eq(coverFiles.id, businesses.coverFileId))
    .where(eq(businesses.ownerId, ownerId))
    .limit(1);
  if (!row) return null;
  const { business } = row;
  return {
    id: business.id,
    name: business.name,
    description: business.description,
    city: business.city ?? '',
    state: business.state as Business['state'],
    logo: fileObject(deps.storage, row.logo),
    cover: fileObject(deps.storage, row.cover),
    owner: { city: row.owner.city ?? '', state: row.owner.state as Business['owner']['state'] },
    location: business.location,
    website: business.website,
    facebook: business.facebook,
    twitter: business.twitter,
    instagram: business.instagram,
    tiktok: business.tiktok,
    twitch: business.twitch,
    youtube: business.youtube,
  };
}
