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
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
  });
  return jsQR(Uint8ClampedArray.from(frame.data), frame.width, frame.height)?.data ?? null;
}
