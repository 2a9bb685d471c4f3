/** The social links the business profile forms show (signup step and settings tab), in order. */
export const SOCIAL_LINKS = [
  { name: 'website', label: 'Website' },
  { name: 'facebook', label: 'Facebook' },
  { name: 'twitter', label: 'Twitter' },
  { name: 'instagram', label: 'Instagram' },
] as const;
