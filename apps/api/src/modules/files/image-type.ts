import type { IMAGE_MIME_TYPES } from '@keyclub/domain';

/** The image types uploads may have (the domain's list: PNG, GIF, JPG). */
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

const SIGNATURES: { mime: ImageMimeType; bytes: number[] }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // "GIF87a" and "GIF89a"
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
];

/** Bytes enough to tell every signature above apart. */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map(({ bytes }) => bytes.length));

/** The type the content really has, read from its first bytes (magic numbers); null for anything else. */
export function detectImageType(content: Uint8Array): ImageMimeType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.mime ?? null;
}
