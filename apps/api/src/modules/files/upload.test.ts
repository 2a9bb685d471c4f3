import { VALIDATION_MESSAGES } from '@keyclub/domain';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_LATITUDE, phonePhoto, pngBomb } from '../../testing/fixtures/image-fixtures.ts';
import { inspectImageUpload } from './upload.ts';

describe('inspectImageUpload', () => {
  it('re-encodes a phone photo: no EXIF or GPS left, its orientation applied to the pixels', async () => {
    const photo = await phonePhoto();
    const before = await sharp(new Uint8Array(await photo.arrayBuffer())).metadata();
    expect(before.exif && exifReader(before.exif).GPSInfo?.GPSLatitude).toEqual(PHOTO_LATITUDE);
    expect(before.orientation).toBe(6);

    const inspected = await inspectImageUpload(photo);
    if (!('image' in inspected)) throw new Error(`refused: ${inspected.problem}`);
    const after = await sharp(inspected.image.body).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(inspected.image).toMatchObject({ mimeType: 'image/jpeg', width: 20, height: 40 });
    expect((await sharp(inspected.image.thumbnail).metadata()).exif).toBeUndefined();
  });

  it('refuses a decompression bomb (a small PNG of 64 megapixels) with a clear message', async () => {
    const bomb = pngBomb(8_000, 8_000);
    expect(bomb.size).toBeLessThan(200_000);
    expect(8_000 * 8_000).toBeGreaterThan(50_000_000);
    expect(await inspectImageUpload(bomb)).toEqual({ problem: VALIDATION_MESSAGES.imageTooManyPixels });
    expect(VALIDATION_MESSAGES.imageTooManyPixels).toBe('Maximum allowed image resolution is 50 megapixels.');
  });

  it('keeps every frame of an animated GIF it re-encodes', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
        sharp({ create: { width: 60, height: 40, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const inspected = await inspectImageUpload(
      new File([new Uint8Array(gif)], 'a.gif', { type: 'image/gif' }),
    );
    if (!('image' in inspected)) throw new Error(`refused: ${inspected.problem}`);
    expect(inspected.image).toMatchObject({ mimeType: 'image/gif', width: 60, height: 40 });
    expect((await sharp(inspected.image.body).metadata()).pages).toBe(3);
  });
});
