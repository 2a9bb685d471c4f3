/** Screens of the frame around the features (SPEC section 2, General, Settings, Help Center). */
export const framePaths = {
  home: { pattern: '/', href: () => '/' },
  settings: { pattern: '/settings', href: () => '/settings' },
  helpCenter: { pattern: '/help-center', href: () => '/help-center' },
} as const;
