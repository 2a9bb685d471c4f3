// A membership's own texts (SPEC section 8), exact. MESSAGES.membership is this object; kept apart so
// the duration label (which the create form's unit hint shares a module with) does not load MESSAGES.

export const MEMBERSHIP_MESSAGES = {
  created: 'Membership has been successfully created.',
  comingSoon: 'COMING SOON',
  alreadyOwned: 'You already own this Membership',
  neverExpires: 'Never Expires',
} as const;
