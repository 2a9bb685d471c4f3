// A membership's lifecycle texts (ours, docs/decisions/membership-lifecycle.md): its state as the
// business sees it, pausing and resuming its sales, coming soon. Kept apart from MEMBERSHIP_MESSAGES,
// which the create form's first load carries: only the screens that show a state load these.

export const LIFECYCLE_MESSAGES = {
  statusOnSale: 'On sale',
  statusPaused: 'Paused',
  statusComingSoon: 'Coming soon',
  pauseSales: 'Pause sales',
  resumeSales: 'Resume sales',
  salesPaused: 'Sales of this Membership are paused.',
  pauseExplained:
    'It leaves the marketplace and takes no purchase, renewal or resale listing until you resume its sales. Holders keep it until it expires, and are told by mail.',
  salesPausedToast: 'Sales paused. Holders keep their Memberships until they expire.',
  salesResumedToast: 'Sales resumed.',
  putOnSaleNow: 'Put on sale now',
  launchExplained: 'It goes on the marketplace and can be bought at once, without waiting for a launch time.',
  launchedToast: 'On sale now.',
  notPausable: 'Only a Membership on sale can be paused.',
  notResumable: 'Only a paused or coming-soon Membership can be put on sale.',
} as const;
