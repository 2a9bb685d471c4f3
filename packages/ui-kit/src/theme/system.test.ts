import { describe, expect, it } from 'vitest';
import { system } from './system.ts';

describe('brand system', () => {
  it('defines the dark navy brand palette with the semantic tokens colorPalette="brand" needs', () => {
    expect(system.token('colors.brand.800')).toBe('#0B1F3A');
    for (const name of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
      expect(system.tokens.getByName(`colors.brand.${name}`), name).toBeDefined();
    }
  });
});
