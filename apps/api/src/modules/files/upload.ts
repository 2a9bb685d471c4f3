import { IMAGE_MAX_BYTES, VALIDATION_MESSAGES } from '@keyclub/domain';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { detectImageType } from './image-type.ts';
import { storeImage, UndecodableImageError } from './service.ts';

export type ImageKind = 'logo' | 'cover' | 'art' | 'token-cover';

const FOLDERS: Record<ImageKind, string> = {
  logo: 'logos',
  cover: 'covers',
  art: 'art',
  'token-cover': 'token-covers',
};

export type SavedImage = { fileId: number; url: string; thumbnailUrl: string };

const refuse = (message: string, field: string | undefined) =>
  new HttpError(400, message, [field ? { field, message } : { message }]);

/**
 * Stores an uploaded image with its thumbnail (max 400x350, original kept) and records it in
 * `files`. The content decides the type (PNG, GIF or JPEG magic bytes), never the name or the
 * declared type. Refusals are 400s with the domain's image messages on `field` when given.
 */
export async function saveImageUpload(
  deps: { db: Database; storage: Storage },
  file: File,
  options: { kind: ImageKind; field?: string; uploadedById?: number },
): Promise<SavedImage> {
  if (file.size > IMAGE_MAX_BYTES) throw refuse(VALIDATION_MESSAGES.imageTooLarge, options.field);
  const body = new Uint8Array(await file.arrayBuffer());
  if (!detectImageType(body)) throw refuse(VALIDATION_MESSAGES.imageType, options.field);
  let row: Awaited<ReturnType<typeof storeImage>>;
  try {
    row = await storeImage(deps, {
      body,
      folder: FOLDERS[options.kind],
      originalName: file.name || undefined,
      uploadedById: options.uploadedById,
    });
  } catch (error) {
    // The signature matched but the image cannot be decoded (truncated or corrupt).
    if (error instanceof UndecodableImageError) throw refuse(VALIDATION_MESSAGES.imageInvalid, options.field);
    throw error;
  }
  return {
    fileId: row.id,
    url: deps.storage.url(row.storageKey),
    thumbnailUrl: deps.storage.url(row.thumbnailKey ?? row.storageKey),
  };
}

type StoredFile = { storageKey: string; thumbnailKey: string | null };

/** `{ url }` of a stored file's original, or null when there is none. */
export function fileObject(storage: Storage, file: StoredFile | null | undefined): { url: string } | null {
  return file ? { url: storage.url(file.storageKey) } : null;
}

/** `{ url }` of a stored file's thumbnail (the original when it has none), or null. */
export function thumbnailObject(
  storage: Storage,
  file: StoredFile | null | undefined,
): { url: string } | null {
  return file ? { url: storage.url(file.thumbnailKey ?? file.storageKey) } : null;
}
