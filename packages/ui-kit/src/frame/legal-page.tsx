import { type LegalSection, LegalSections } from '../content/legal-sections.tsx';
import { LEGAL_TITLES, type LegalDocument } from '../content/legal-titles.ts';
import { PageShell } from '../layout/page-shell.tsx';

/** A legal document as a page of its own (/terms-of-use, /privacy-policy, /client-agreement). */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <PageShell title={title} width="4xl">
      <LegalSections sections={sections} headingLevel="h2" />
    </PageShell>
  );
}

const TEXTS: Record<LegalDocument, () => Promise<LegalSection[]>> = {
  terms: async () => (await import('../content/terms-of-use.ts')).TERMS_OF_USE,
  privacy: async () => (await import('../content/privacy-policy.ts')).PRIVACY_POLICY,
  client: async () => (await import('../content/client-agreement.ts')).CLIENT_AGREEMENT,
};

/** The lazy route module of one legal document: its page, with only its own text loaded. */
export async function legalRoute(document: LegalDocument) {
  const sections = await TEXTS[document]();
  return { Component: () => <LegalPage title={LEGAL_TITLES[document]} sections={sections} /> };
}
