import { Container, Heading, Stack } from '@chakra-ui/react';
import { TermsOfUseText } from '../content/terms-of-use-text.tsx';

/** /terms-of-use: the Terms of Use the checkout dialog also shows, linked from the footer and signup. */
export function TermsOfUsePage() {
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Terms of Use
        </Heading>
        <TermsOfUseText headingLevel="h2" />
      </Stack>
    </Container>
  );
}
