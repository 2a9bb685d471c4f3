import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import { imageField } from './image-file.ts';
import { checkImageFile, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from './image-file-check.ts';

const TOO_LARGE = 'Maximum allowed image size  is 10MB.';
const WRONG_TYPE = 'Only PNG, GIF and JPG images are allowed.';

describe('checkImageFile', () => {
  it('allows PNG, GIF and JPEG up to exactly 10 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(10_485_760);
    for (const type of IMAGE_MIME_TYPES) expect(checkImageFile({ size: IMAGE_MAX_BYTES, type })).toBeNull();
  });

  it('refuses one byte over 10 MB with the spec message', () => {
    expect(checkImageFile({ size: IMAGE_MAX_BYTES + 1, type: 'image/png' })).toBe(TOO_LARGE);
  });

  it('refuses other types, even small ones', () => {
    expect(checkImageFile({ size: 10, type: 'image/webp' })).toBe(WRONG_TYPE);
    expect(checkImageFile({ size: 10, type: 'application/pdf' })).toBe(WRONG_TYPE);
    expect(checkImageFile({ size: IMAGE_MAX_BYTES + 1, type: '' })).toBe(WRONG_TYPE);
  });
});

describe('imageField', () => {
  const logo = imageField('Profile Image is required');

  it('accepts a browser File', () => {
    const file = new File([new Uint8Array(16)], 'logo.png', { type: 'image/png' });
    expect(logo.safeParse(file).success).toBe(true);
  });

  it('accepts the stored image of an edit form and keeps its extra keys', () => {
    expect(logo.parse({ id: 3, url: '/files/logo.png' })).toEqual({ id: 3, url: '/files/logo.png' });
  });

  it('gives the required message when missing', () => {
    expect(messagesOf(logo, undefined)).toEqual(['Profile Image is required']);
    expect(messagesOf(logo, null)).toEqual(['Profile Image is required']);
  });

  it('reports the file problem of a new upload', () => {
    expect(messagesOf(logo, { size: IMAGE_MAX_BYTES + 1, type: 'image/gif' })).toEqual([TOO_LARGE]);
    expect(messagesOf(logo, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }))).toEqual([WRONG_TYPE]);
  });

  it('refuses values that are neither a file nor a stored image', () => {
    expect(messagesOf(logo, 'logo.png')).toEqual(['Please select an image file.']);
    expect(messagesOf(logo, { url: '' })).toEqual(['Please select an image file.']);
  });
});
