/** Typed URLs of the auth area (SPEC section 2); links and redirects use these instead of literals. */
const withReturnUrl = (path: string, returnUrl: string | undefined) =>
  // The spec writes the guarded redirect as /auth/login/?returnUrl=…; both forms render the login.
  returnUrl ? `${path}/?returnUrl=${encodeURIComponent(returnUrl)}` : path;

export const root = { pattern: '/auth' };
export const login = {
  pattern: '/auth/login',
  href: ({ returnUrl }: { returnUrl?: string } = {}) => withReturnUrl('/auth/login', returnUrl),
};
export const forgotPassword = { pattern: '/auth/forgot-password', href: () => '/auth/forgot-password' };
export const resetPassword = {
  pattern: '/auth/reset-password/:email',
  href: (email: string) => `/auth/reset-password/${encodeURIComponent(email)}`,
};
export const verification = {
  pattern: '/auth/verification',
  href: ({ returnUrl }: { returnUrl?: string } = {}) => withReturnUrl('/auth/verification', returnUrl),
};
export const signup = {
  pattern: '/auth/signup',
  href: ({ returnUrl }: { returnUrl?: string } = {}) => withReturnUrl('/auth/signup', returnUrl),
};
/** Where an expiry reminder's sign-off link lands (no login needed): it turns the reminders off. */
export const expiryRemindersOff = {
  pattern: '/auth/expiry-reminders-off',
  href: (link: { user: string; exp: string; sig: string }) =>
    `/auth/expiry-reminders-off?${new URLSearchParams(link)}`,
};
