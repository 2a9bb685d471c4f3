import { Container, Heading, Stack } from '@chakra-ui/react';
import { type LegalSection, LegalSections } from '../content/legal-sections.tsx';

/** A legal document as a page of its own (/terms-of-use, /privacy-policy, /client-agreement). */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <LegalSections sections={sections} headingLevel="h2" />
      </Stack>
    </Container>
  );
}
