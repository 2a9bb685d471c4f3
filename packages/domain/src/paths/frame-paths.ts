/** Screens of the frame around the features (SPEC section 2, General, Settings, Help Center, Terms of use; section 5's Privacy Policy and client agreement). */
export const home = { pattern: '/', href: () => '/' };
export const settings = { pattern: '/settings', href: () => '/settings' };
export const helpCenter = { pattern: '/help-center', href: () => '/help-center' };
export const termsOfUse = { pattern: '/terms-of-use', href: () => '/terms-of-use' };
export const privacyPolicy = { pattern: '/privacy-policy', href: () => '/privacy-policy' };
export const clientAgreement = { pattern: '/client-agreement', href: () => '/client-agreement' };
