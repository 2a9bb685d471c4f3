/**
 * Settings > Notifications' privacy switch of a consumer (issue 37): off until they turn it on. Kept
 * beside its one screen, out of the first load.
 */
export const PRIVACY_FLAG = {
  name: 'is_email_shared_with_businesses',
  label: 'Share my email with businesses I join',
  hint: 'The businesses whose memberships you hold always see your name; your email only with this on.',
} as const;
