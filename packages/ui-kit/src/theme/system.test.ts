import { describe, expect, it } from 'vitest';
import { system } from './system.ts';

describe('brand system', () => {
  it('defines the dark navy brand palette with the semantic tokens colorPalette="brand" needs', () => {
    expect(system.token('colors.brand.800')).toBe('#0B1F3A');
    for (const name of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
      expect(system.tokens.getByName(`colors.brand.${name}`), name).toBeDefined();
    }
  });

  it('gives status text a shade dark enough for 4.5:1 on white', () => {
    const light = (name: string) =>
      (system.tokens.getByName(`colors.fg.${name}`)?.extensions.conditions as Record<string, string>)?._light;
    expect([light('error'), light('success'), light('warning'), light('subtle')]).toEqual([
      '{colors.red.700}',
      '{colors.green.700}',
      '{colors.orange.700}',
      '{colors.gray.500}',
    ]);
  });
});
