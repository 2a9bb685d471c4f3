import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An announcement screen (its route's handle names the document): a container, the h1 and the content. */
export function PageShell({
  title,
  before,
  children,
}: {
  title: string;
  /** Above the h1 (the breadcrumb). */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        {before}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
