import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An announcement screen: its document title, a page-wide container, the h1 and the content. */
export function PageShell({
  title,
  documentTitle = title,
  before,
  children,
}: {
  title: string;
  documentTitle?: string;
  /** Above the h1 (the breadcrumb). */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxW="4xl" py="8">
      <title>{`${documentTitle} | Keyclub`}</title>
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
