import { type RefObject, useEffect, useRef, useState } from 'react';
import { createQrReader, type QrReader } from './qr-reader.ts';

/** How often a camera frame is read: quick enough to feel instant, light enough for a phone. */
const SCAN_INTERVAL_MS = 200;

/**
 * While `active`, reads the playing video's frames for a QR code and hands each text read to
 * `onText` (again for every frame that shows it, until the caller sets `active` to false). Answers
 * whether the QR reader itself failed to load.
 */
export function useQrScan(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onText: (text: string) => void,
): boolean {
  const reader = useRef<Promise<QrReader> | null>(null);
  const [readerFailed, setReaderFailed] = useState(false);
  const latestOnText = useRef(onText);
  latestOnText.current = onText;

  useEffect(() => {
    if (!active) return;
    reader.current ??= createQrReader();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scan = async (read: QrReader) => {
      const element = video.current;
      const text =
        element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA
          ? await read(element).catch(() => null)
          : null;
      if (stopped) return;
      if (text) latestOnText.current(text);
      timer = setTimeout(() => void scan(read), SCAN_INTERVAL_MS);
    };
    reader.current.then(
      (read) => {
        if (!stopped) void scan(read);
      },
      () => {
        reader.current = null;
        setReaderFailed(true);
      },
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [video, active]);
  return readerFailed;
}
