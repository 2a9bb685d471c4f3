/** The legal documents the frame serves, by their route's key, with their titles. */
export const LEGAL_TITLES = {
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  client: 'Client Agreement',
} as const;
export type LegalDocument = keyof typeof LEGAL_TITLES;
