import { Heading, Stack, Text } from '@chakra-ui/react';
import { TERMS_OF_USE } from './terms-of-use.ts';
import { TextDialog } from './text-dialog.tsx';

/** The Terms of Use the checkbox accepts (SPEC section 2). */
export function TermsOfUseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <TextDialog open={open} title="Terms of Use" onClose={onClose}>
      <Stack gap="5">
        {TERMS_OF_USE.map((section) => (
          <Stack as="section" gap="2" key={section.heading}>
            <Heading as="h3" size="sm">
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </TextDialog>
  );
}
