import { IMAGE_MIME_TYPES, IMAGE_RESIZE_MAX } from '@keyclub/domain';
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

/** An image whose content was decoded and whose thumbnail is made, not stored yet. */
export type DecodedImage = {
  body: Uint8Array;
  mimeType: ImageMimeType;
  width: number;
  height: number;
  thumbnail: Uint8Array;
  thumbnailMimeType: ImageMimeType;
};

/**
 * Decodes the bytes (their real format, not a declared one) and resizes a thumbnail to fit
 * IMAGE_RESIZE_MAX; thumbnails of GIFs are PNG stills. Throws UndecodableImageError.
 */
export async function decodeImage(body: Uint8Array): Promise<DecodedImage> {
  try {
    const metadata = await sharp(body).metadata();
    const mimeType = `image/${metadata.format}`;
    if (!isImageMimeType(mimeType)) throw new Error(`Unsupported image format: ${metadata.format}`);
    const thumbnailMimeType = mimeType === 'image/gif' ? 'image/png' : mimeType;
    const thumbnail = await sharp(body)
      .resize({ ...IMAGE_RESIZE_MAX, fit: 'inside', withoutEnlargement: true })
      .toFormat(thumbnailMimeType === 'image/png' ? 'png' : 'jpeg')
      .toBuffer();
    return { body, mimeType, width: metadata.width, height: metadata.height, thumbnail, thumbnailMimeType };
  } catch (error) {
    throw new UndecodableImageError(error);
  }
}

/** Writes a decoded image and its thumbnail under fresh keys and records them in `files`. */
export async function storeDecodedImage(
  deps: { db: Database; storage: Storage },
  image: DecodedImage,
  options: { folder: string; originalName?: string | undefined; uploadedById?: number | undefined },
) {
  const storageKey = newStorageKey(options.folder, extensionOf(image.mimeType));
  const thumbnailKey = newStorageKey(`${options.folder}/thumbnails`, extensionOf(image.thumbnailMimeType));
  await deps.storage.put(storageKey, image.body, image.mimeType);
  await deps.storage.put(thumbnailKey, image.thumbnail, image.thumbnailMimeType);

  const [row] = await deps.db
    .insert(files)
    .values({
      storageKey,
      thumbnailKey,
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

/** decodeImage then storeDecodedImage, for images the API makes itself (demo seed). */
export async function storeImage(
  deps: { db: Database; storage: Storage },
  image: { body: Uint8Array; folder: string; originalName?: string; uploadedById?: number },
) {
  return storeDecodedImage(deps, await decodeImage(image.body), image);
}
