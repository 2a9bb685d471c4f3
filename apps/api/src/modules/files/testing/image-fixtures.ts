import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid greyscale PNG of width x height black pixels whose zeros compress
 * to a few kilobytes per megapixel, so the file is small and its decoded pixels are not.
 */
export function pngBomb(width: number, height: number): File {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  // Every scanline: filter type 0 then `width` zero bytes.
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return new File([new Uint8Array(png)], 'bomb.png', { type: 'image/png' });
}

/** Where the test photo says it was taken (degrees, minutes, seconds north). */
export const PHOTO_LATITUDE = [37, 46, 30];

/**
 * A 40x20 JPEG as a phone writes it: EXIF with the camera make, GPS coordinates and orientation 6
 * (the pixels are to be turned 90° clockwise when shown, giving 20x40).
 */
export async function phonePhoto(name = 'photo.jpg'): Promise<File> {
  const withGps = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a6b1f' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: PHOTO_LATITUDE.map((part) => `${part}/1`).join(' ') },
    })
    .toBuffer();
  const oriented = await sharp(withGps).withMetadata({ orientation: 6 }).jpeg().toBuffer();
  return new File([new Uint8Array(oriented)], name, { type: 'image/jpeg' });
}
