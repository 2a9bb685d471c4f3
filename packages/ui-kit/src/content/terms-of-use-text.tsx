import { Heading, Stack, Text } from '@chakra-ui/react';
import { TERMS_OF_USE } from './terms-of-use.ts';

/**
 * The Terms of Use sections (SPEC section 2), shown by the terms page (sections under its h1) and
 * by checkout's dialog (under the dialog title, an h2).
 */
export function TermsOfUseText({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  return (
    <Stack gap="5">
      {TERMS_OF_USE.map((section) => (
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
