import { inArray } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { type CheckedUpload, storeCheckedImage, type Upload } from '../files/upload.ts';

/** The art image and covers of a save, each named by its form field (`covers.<n>` counts after kept covers). */
export function uploadsOf(art: File | undefined, covers: File[], firstCoverIndex: number): Upload[] {
  return [
    ...(art ? [{ field: 'art_image', file: art }] : []),
    ...covers.map((file, index) => ({ field: `covers.${firstCoverIndex + index}`, file })),
  ];
}

export type StoredImages = { artFileId: number | undefined; coverFileIds: number[]; fileIds: number[] };

/**
 * Stores checked uploads and their `files` rows outside any transaction (storage may be a network
 * call); a save that does not happen removes them again with deleteImages.
 */
export async function storeImages(
  deps: { db: Database; storage: Storage },
  uploadedById: number,
  uploads: CheckedUpload[],
): Promise<StoredImages> {
  const fileIds: number[] = [];
  try {
    for (const { field, image } of uploads) {
      const kind = field === 'art_image' ? 'art' : 'token-cover';
      fileIds.push((await storeCheckedImage(deps, image, { kind, uploadedById })).fileId);
    }
  } catch (error) {
    await deleteImages(deps, fileIds);
    throw error;
  }
  const hasArt = uploads[0]?.field === 'art_image';
  return {
    artFileId: hasArt ? fileIds[0] : undefined,
    coverFileIds: hasArt ? fileIds.slice(1) : fileIds,
    fileIds,
  };
}

/** Removes stored files of a save that did not happen: their rows, originals and thumbnails. */
export async function deleteImages(deps: { db: Database; storage: Storage }, fileIds: number[]) {
  if (fileIds.length === 0) return;
  const removed = await deps.db
    .delete(files)
    .where(inArray(files.id, fileIds))
    .returning({ storageKey: files.storageKey, thumbnailKey: files.thumbnailKey });
  const keys = removed.flatMap((file) => [
    file.storageKey,
    ...(file.thumbnailKey ? [file.thumbnailKey] : []),
  ]);
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
}
