import { DESCRIPTION_PREVIEW_LENGTH, DESCRIPTION_PREVIEW_THRESHOLD } from '../constants/limits.ts';

/** The single character '…' (U+2026), so a cut preview is exactly 250 characters long. */
export const ELLIPSIS = '…';

/**
 * A description over 250 characters is cut to its first 249 plus '…'; shorter ones come back whole.
 * Counts code points, so an emoji is never split in half.
 */
export function descriptionPreview(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= DESCRIPTION_PREVIEW_THRESHOLD) return text;
  return characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join('') + ELLIPSIS;
}
