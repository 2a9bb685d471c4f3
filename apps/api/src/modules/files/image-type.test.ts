import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#123456' } });

describe('detectImageType', () => {
  it('recognises real PNG, JPEG and GIF content', async () => {
    expect(detectImageType(await pixel().png().toBuffer())).toBe('image/png');
    expect(detectImageType(await pixel().jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectImageType(await pixel().gif().toBuffer())).toBe('image/gif');
    expect(detectImageType(new TextEncoder().encode('GIF87a...'))).toBe('image/gif');
  });

  it('refuses other content whatever its name would say', async () => {
    expect(detectImageType(new TextEncoder().encode('hello, I am a png'))).toBeNull();
    expect(detectImageType(await pixel().webp().toBuffer())).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
