import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * Reads the QR code an image of the page shows, from its pixels as drawn at its displayed size (on
 * white, as a screen shows it); null while none can be read.
 */
export async function readQrCode(image: Locator): Promise<string | null> {
  const frame = await image.evaluate(async (element) => {
    if (!(element instanceof HTMLImageElement)) throw new Error('the QR code is not an image');
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.width;
    canvas.height = element.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas to draw the QR code on');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(element, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    // The RGBA bytes as base64: as a JSON array of numbers they were ~1 MB of protocol text a read,
    // which a loaded machine took longer than the poll's timeout to serialise (the npm test rehearsal
    // beside the API suite, load 40).
    let bytes = '';
    for (let start = 0; start < pixels.data.length; start += 0x8000)
      bytes += String.fromCharCode(...pixels.data.subarray(start, start + 0x8000));
    return { width: pixels.width, height: pixels.height, rgba: btoa(bytes) };
  });
  const rgba = Uint8ClampedArray.from(Buffer.from(frame.rgba, 'base64'));
  return jsQR(rgba, frame.width, frame.height)?.data ?? null;
}
