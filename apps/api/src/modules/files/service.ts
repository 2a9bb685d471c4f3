import sharp from 'sharp';
import { newStorageKey, type Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

/** SPEC section 9: images are resized to at most 400x350 for thumbnails. */
export const THUMBNAIL_SIZE = { width: 400, height: 350 } as const;

const FORMATS = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
type ImageFormat = keyof typeof FORMATS;

const isSupported = (format: string | undefined): format is ImageFormat =>
  format !== undefined && format in FORMATS;

/** The bytes claim to be an image but cannot be decoded (truncated, corrupt or an unknown format). */
export class UndecodableImageError extends Error {
  constructor(cause: unknown) {
    super('The image cannot be decoded', { cause });
    this.name = 'UndecodableImageError';
  }
}

async function decode(body: Uint8Array) {
  try {
    const metadata = await sharp(body).metadata();
    if (!isSupported(metadata.format)) throw new Error(`Unsupported image format: ${metadata.format}`);
    const thumbnailFormat: ImageFormat = metadata.format === 'gif' ? 'png' : metadata.format;
    const thumbnail = await sharp(body)
      .resize({ ...THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .toFormat(thumbnailFormat)
      .toBuffer();
    return { metadata: { ...metadata, format: metadata.format }, thumbnail, thumbnailFormat };
  } catch (error) {
    throw new UndecodableImageError(error);
  }
}

/**
 * Stores an image and its thumbnail under fresh keys and records them in `files`. The type comes
 * from the bytes (not a client-declared header); thumbnails of GIFs are PNG stills.
 */
export async function storeImage(
  deps: { db: Database; storage: Storage },
  image: { body: Uint8Array; folder: string; originalName?: string; uploadedById?: number },
) {
  const { metadata, thumbnail, thumbnailFormat } = await decode(image.body);

  const extension = metadata.format === 'jpeg' ? 'jpg' : metadata.format;
  const storageKey = newStorageKey(image.folder, extension);
  const thumbnailKey = newStorageKey(
    `${image.folder}/thumbnails`,
    thumbnailFormat === 'jpeg' ? 'jpg' : thumbnailFormat,
  );
  await deps.storage.put(storageKey, image.body, FORMATS[metadata.format]);
  await deps.storage.put(thumbnailKey, thumbnail, FORMATS[thumbnailFormat]);

  const [row] = await deps.db
    .insert(files)
    .values({
      storageKey,
      thumbnailKey,
      mimeType: FORMATS[metadata.format],
      sizeBytes: image.body.byteLength,
      width: metadata.width,
      height: metadata.height,
      originalName: image.originalName,
      uploadedById: image.uploadedById,
    })
    .returning();
  if (!row) throw new Error('Inserting the file row returned nothing');
  return row;
}
