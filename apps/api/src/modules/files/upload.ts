import { checkImageFile, VALIDATION_MESSAGES } from '@keyclub/domain';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { detectImageType, SIGNATURE_LENGTH } from './image-type.ts';
import {
  type DecodedImage,
  decodeImage,
  insertFileRow,
  putDecodedImage,
  type StoredKeys,
  storeDecodedImage,
  TooManyPixelsError,
  UndecodableImageError,
} from './service.ts';

export type ImageKind = 'logo' | 'cover' | 'art' | 'token-cover';

const FOLDERS: Record<ImageKind, string> = {
  logo: 'logos',
  cover: 'covers',
  art: 'art',
  'token-cover': 'token-covers',
};

export type SavedImage = { fileId: number; url: string; thumbnailUrl: string };

/** An upload that passed every content check, ready to be stored. */
export type CheckedImage = DecodedImage & { originalName: string | undefined };

/**
 * The content checks of an upload, storing nothing: the type comes from the bytes (PNG, GIF or
 * JPEG magic bytes), never from the name or the declared MIME type, then the domain's size rule,
 * then the pixel limit, then the image must decode. Answers the checked image (re-encoded, its
 * metadata gone) or the domain's message for the problem.
 */
export async function inspectImageUpload(file: File): Promise<{ image: CheckedImage } | { problem: string }> {
  const sniffed = detectImageType(new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer()));
  const problem = checkImageFile({ size: file.size, type: sniffed ?? '' });
  if (problem) return { problem };
  try {
    const decoded = await decodeImage(new Uint8Array(await file.arrayBuffer()));
    // The signature matched, so the decoder must read the same format.
    if (decoded.mimeType !== sniffed) return { problem: VALIDATION_MESSAGES.imageInvalid };
    return { image: { ...decoded, originalName: file.name || undefined } };
  } catch (error) {
    if (error instanceof TooManyPixelsError) return { problem: VALIDATION_MESSAGES.imageTooManyPixels };
    // The signature matched but the image cannot be decoded (truncated or corrupt).
    if (error instanceof UndecodableImageError) return { problem: VALIDATION_MESSAGES.imageInvalid };
    throw error;
  }
}

/** An uploaded file and the form field its errors belong to. */
export type Upload = { field: string; file: File };
export type CheckedUpload = { field: string; image: CheckedImage };

/**
 * inspectImageUpload for every upload of a request before any is stored, so a refused save stores
 * none of them: one 400 lists each refused file on its field. Images are decoded one at a time.
 */
export async function checkImageUploads(uploads: Upload[]): Promise<CheckedUpload[]> {
  const checked: CheckedUpload[] = [];
  const errors: { field: string; message: string }[] = [];
  for (const { field, file } of uploads) {
    const inspected = await inspectImageUpload(file);
    if ('problem' in inspected) errors.push({ field, message: inspected.problem });
    else checked.push({ field, image: inspected.image });
  }
  const [first] = errors;
  if (first) throw new HttpError(400, first.message, errors);
  return checked;
}

/** A checked image written to storage (outside any transaction) and not recorded yet. */
export type PutImage = { image: CheckedImage; kind: ImageKind; keys: StoredKeys };

export async function putCheckedImage(
  storage: Storage,
  image: CheckedImage,
  kind: ImageKind,
): Promise<PutImage> {
  return { image, kind, keys: await putDecodedImage(storage, image, FOLDERS[kind]) };
}

/** Records a put image in `files` (fast: run it inside the transaction that uses the file). */
export async function recordPutImage(
  deps: { db: Database; storage: Storage },
  put: PutImage,
  options: { uploadedById?: number | undefined },
): Promise<SavedImage> {
  const row = await insertFileRow(deps.db, put.image, put.keys, {
    originalName: put.image.originalName,
    uploadedById: options.uploadedById,
  });
  return {
    fileId: row.id,
    url: deps.storage.url(row.storageKey),
    thumbnailUrl: deps.storage.url(row.thumbnailKey ?? row.storageKey),
  };
}

/** Stores a checked image with its thumbnail and records it in `files`. */
export async function storeCheckedImage(
  deps: { db: Database; storage: Storage },
  image: CheckedImage,
  options: { kind: ImageKind; uploadedById?: number | undefined },
): Promise<SavedImage> {
  const row = await storeDecodedImage(deps, image, {
    folder: FOLDERS[options.kind],
    originalName: image.originalName,
    uploadedById: options.uploadedById,
  });
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
