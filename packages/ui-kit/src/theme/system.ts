import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { chakraTheme } from './chakra-theme.ts';

const FONT_STACK = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Keyclub brand: a dark navy scale around #0B1F3A (SPEC section 9: primary colour dark navy). */
const config = defineConfig({
  globalCss: {
    // Components without an explicit colorPalette take the brand colours.
    html: { colorPalette: 'brand' },
    // A placeholder colour while an image loads (each image's box is sized before its file comes).
    img: { bg: 'bg.muted' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#EAF0F8' },
          100: { value: '#CBD7E8' },
          200: { value: '#A3B6D3' },
          300: { value: '#7891BA' },
          400: { value: '#506F9E' },
          500: { value: '#30507F' },
          600: { value: '#1E3B66' },
          700: { value: '#142D50' },
          800: { value: '#0B1F3A' },
          900: { value: '#07162A' },
          950: { value: '#040D19' },
        },
      },
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's light status text (red/green/orange 500-600) is under 4.5:1 on white; a shade
        // darker passes WCAG AA for body text (axe's color-contrast rule, e2e accessibility spec).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
