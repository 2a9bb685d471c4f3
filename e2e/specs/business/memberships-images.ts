import { TINY_PNG } from '../../support/accounts.ts';

/** Images for upload fields (the API checks content by magic bytes and resizes them). */

export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

/** Declared as PNG but over the 10 MB limit. */
export const oversizedPngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]),
});

export const textFile = (name: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from('not an image'),
});
