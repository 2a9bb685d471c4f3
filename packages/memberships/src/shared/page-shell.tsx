import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A membership screen: a page-wide container with its h1 title above the content. */
export function PageShell({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        {title ? (
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
        ) : null}
        {children}
      </Stack>
    </Container>
  );
}
