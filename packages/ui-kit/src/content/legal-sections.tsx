import { Heading, Stack, Text } from '@chakra-ui/react';

/** A legal document as plain sections of paragraphs (the Terms of Use, the Privacy Policy, the Client Agreement). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/**
 * A legal document's sections, under a page's h1 (`h2`) or a dialog's title (`h3`), so that the
 * page and checkout's terms dialog show the same text.
 */
export function LegalSections({
  sections,
  headingLevel,
}: {
  sections: LegalSection[];
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <Stack gap="5">
      {sections.map((section) => (
        <Stack as="section" gap="2" key={section.heading}>
          <Heading as={headingLevel} size={headingLevel === 'h2' ? 'md' : 'sm'}>
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
