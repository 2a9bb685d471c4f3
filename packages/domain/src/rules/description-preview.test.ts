import { describe, expect, it } from 'vitest';
import { descriptionPreview, ELLIPSIS } from './description-preview.ts';

describe('descriptionPreview', () => {
  it('keeps descriptions of up to 250 characters whole', () => {
    expect(descriptionPreview('')).toBe('');
    expect(descriptionPreview('a'.repeat(250))).toBe('a'.repeat(250));
  });

  it('cuts longer ones to 249 characters plus the ellipsis', () => {
    const preview = descriptionPreview(`${'a'.repeat(249)}bc`);
    expect(preview).toBe(`${'a'.repeat(249)}…`);
    expect(preview).toHaveLength(250);
    expect(ELLIPSIS).toBe('\u2026');
  });

  it('never splits an emoji', () => {
    const text = '😀'.repeat(251);
    expect(descriptionPreview(text)).toBe(`${'😀'.repeat(249)}…`);
    expect(descriptionPreview('😀'.repeat(250))).toBe('😀'.repeat(250));
  });
});
