import { LegalSections } from './legal-sections.tsx';
import { TERMS_OF_USE } from './terms-of-use.ts';

/** The Terms of Use (SPEC section 2), as the terms page and checkout's dialog show them. */
export function TermsOfUseText({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  return <LegalSections sections={TERMS_OF_USE} headingLevel={headingLevel} />;
}
