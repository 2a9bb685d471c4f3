import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Light modules around the code, as the QR standard asks (4 modules). */
const QUIET_ZONE = 4;

/**
 * Writes a Y4M video (the format Chromium's fake camera plays, looping) whose frames show a QR code
 * of `text`, black on white. Y4M is a text header plus raw YUV 4:2:0 frames: the code is drawn in
 * the luma plane, and both chroma planes are 128 (no colour).
 */
export function writeQrVideo(file: string, text: string, frames = 2) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * QUIET_ZONE));
  const side = modules.size * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/** Chromium flags for a camera that plays `videoFile` (and a microphone that plays a tone). */
export const fakeCameraFlags = (videoFile: string) => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${videoFile}`,
];
