// A membership's own texts (SPEC section 8), exact. MESSAGES.membership is this object; kept apart so
// the duration label (which the create form's unit hint shares a module with) does not load MESSAGES.

export const MEMBERSHIP_MESSAGES = {
  created: 'Membership has been successfully created.',
  comingSoon: 'COMING SOON',
  alreadyOwned: 'You already own this Membership',
  neverExpires: 'Never Expires',
  // Ours (docs/decisions/membership-lifecycle.md): a business pauses and resumes a membership's sales.
  statusOnSale: 'On sale',
  statusPaused: 'Paused',
  statusComingSoon: 'Coming soon',
  pauseSales: 'Pause sales',
  resumeSales: 'Resume sales',
  salesPaused: 'Sales of this Membership are paused.',
  salesPausedToast: 'Sales paused. Holders keep their Memberships until they expire.',
  salesResumedToast: 'Sales resumed.',
  notPausable: 'Only a Membership on sale can be paused.',
  notResumable: 'Only a paused Membership can be resumed.',
} as const;
