import { IMAGE_MAX_MEGAPIXELS, IMAGE_MIME_TYPES, IMAGE_RESIZE_MAX } from '@keyclub/domain';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { newStorageKey, type Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { ImageMimeType } from './image-type.ts';

const isImageMimeType = (mime: string): mime is ImageMimeType =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(mime);

const extensionOf = (mime: ImageMimeType) => (mime === 'image/jpeg' ? 'jpg' : mime.slice('image/'.length));

/** The bytes claim to be an image but cannot be decoded (truncated, corrupt or an unknown format). */
export class UndecodableImageError extends Error {
  constructor(cause: unknown) {
    super('The image cannot be decoded', { cause });
    this.name = 'UndecodableImageError';
  }
}

/** Width x height x frames above IMAGE_MAX_PIXELS: refused before any pixel is decoded. */
export class TooManyPixelsError extends Error {
  constructor(readonly pixels: number) {
    super(`The image has ${pixels} pixels, more than ${IMAGE_MAX_PIXELS}`);
    this.name = 'TooManyPixelsError';
  }
}

/** The decoding limit (a small file can declare billions of pixels: a decompression bomb). */
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/** An image whose content was decoded and re-encoded and whose thumbnail is made, not stored yet. */
export type DecodedImage = {
  body: Uint8Array;
  mimeType: ImageMimeType;
  width: number;
  height: number;
  thumbnail: Uint8Array;
  thumbnailMimeType: ImageMimeType;
};

/** Sharp on untrusted bytes: never past IMAGE_MAX_PIXELS (the backstop of the check below); `animated` reads every GIF frame. */
const load = (body: Uint8Array, options: { animated: boolean }) =>
  sharp(body, { limitInputPixels: IMAGE_MAX_PIXELS, animated: options.animated });

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif' } as const;

/**
 * Decodes the bytes (their real format, not a declared one) and re-encodes them in that format, so
 * what is served carries no EXIF, GPS, XMP or comment data, with the EXIF orientation applied to
 * the pixels; GIFs keep their frames. The thumbnail fits IMAGE_RESIZE_MAX (a PNG still for GIFs).
 * Throws TooManyPixelsError before decoding anything larger than IMAGE_MAX_PIXELS (all frames
 * counted), UndecodableImageError for anything else it cannot read.
 */
export async function decodeImage(body: Uint8Array): Promise<DecodedImage> {
  // Reads the header only, so the limit is checked here with its own message rather than by sharp.
  const metadata = await sharp(body, { animated: true, limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new UndecodableImageError(error);
    });
  const mimeType = `image/${metadata.format}`;
  if (!isImageMimeType(mimeType)) throw new UndecodableImageError(`Unsupported format: ${metadata.format}`);
  // With every frame loaded, height is the frames' heights summed.
  const pixels = metadata.width * metadata.height;
  if (pixels > IMAGE_MAX_PIXELS) throw new TooManyPixelsError(pixels);
  try {
    const original = await load(body, { animated: true })
      .autoOrient()
      .toFormat(FORMATS[mimeType])
      .toBuffer({ resolveWithObject: true });
    const thumbnailMimeType = mimeType === 'image/gif' ? 'image/png' : mimeType;
    const thumbnail = await load(body, { animated: false })
      .autoOrient()
      .resize({ ...IMAGE_RESIZE_MAX, fit: 'inside', withoutEnlargement: true })
      .toFormat(FORMATS[thumbnailMimeType])
      .toBuffer();
    return {
      body: original.data,
      mimeType,
      width: original.info.width,
      height: original.info.pageHeight ?? original.info.height,
      thumbnail,
      thumbnailMimeType,
    };
  } catch (error) {
    throw new UndecodableImageError(error);
  }
}

export type StoredKeys = { storageKey: string; thumbnailKey: string };
type FileRowOptions = { originalName?: string | undefined; uploadedById?: number | undefined };

/** Writes a decoded image and its thumbnail under fresh keys (storage only: run it outside transactions). */
export async function putDecodedImage(
  storage: Storage,
  image: DecodedImage,
  folder: string,
): Promise<StoredKeys> {
  const storageKey = newStorageKey(folder, extensionOf(image.mimeType));
  const thumbnailKey = newStorageKey(`${folder}/thumbnails`, extensionOf(image.thumbnailMimeType));
  await storage.put(storageKey, image.body, image.mimeType);
  await storage.put(thumbnailKey, image.thumbnail, image.thumbnailMimeType);
  return { storageKey, thumbnailKey };
}

/** Records an image written by putDecodedImage in `files`. */
export async function insertFileRow(
  db: Database,
  image: DecodedImage,
  keys: StoredKeys,
  options: FileRowOptions,
) {
  const [row] = await db
    .insert(files)
    .values({
      ...keys,
      mimeType: image.mimeType,
      sizeBytes: image.body.byteLength,
      width: image.width,
      height: image.height,
      originalName: options.originalName,
      uploadedById: options.uploadedById,
    })
    .returning();
  if (!row) throw new Error('Inserting the file row returned nothing');
  return row;
}

/** putDecodedImage then insertFileRow. */
export async function storeDecodedImage(
  deps: { db: Database; storage: Storage },
  image: DecodedImage,
  options: FileRowOptions & { folder: string },
) {
  return insertFileRow(deps.db, image, await putDecodedImage(deps.storage, image, options.folder), options);
}

/**
 * Removes the stored original and thumbnail of files no row names any more (deleted or never
 * recorded). Best effort, after the database work: a failure is logged with the key, and that object
 * stays served at its old URL until it is removed by hand.
 */
export async function deleteStoredObjects(
  deps: { storage: Storage; logger: Logger },
  deleted: { storageKey: string; thumbnailKey: string | null }[],
) {
  const keys = deleted.flatMap((file) => [
    file.storageKey,
    ...(file.thumbnailKey ? [file.thumbnailKey] : []),
  ]);
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      deps.logger.warn({ err: result.reason, key: keys[index] }, 'stored file not deleted');
    }
  });
}
