import { Container, type ContainerProps, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageShellProps {
  /** The page's h1; a page that writes its own heading (or none while it loads) leaves it out. */
  title?: string;
  /** Above the h1 (a breadcrumb). */
  before?: ReactNode;
  /** A sentence under the h1 saying what the page is for (the operator console's pages). */
  lead?: ReactNode;
  /** The page's widest line: 6xl for lists and forms of memberships, 4xl for text such as announcements. */
  width?: ContainerProps['maxW'];
  children: ReactNode;
}

/** A feature's screen (its route's handle names the document): a container, the h1 and the content. */
export function PageShell({ title, before, lead, width = '6xl', children }: PageShellProps) {
  return (
    <Container maxW={width} py="8">
      <Stack gap="6">
        {before}
        {title ? (
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {lead ? <Text color="fg.muted">{lead}</Text> : null}
          </Stack>
        ) : null}
        {children}
      </Stack>
    </Container>
  );
}
