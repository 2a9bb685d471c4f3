import { Card, Center, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title.tsx';
import { Logo } from './logo.tsx';

/** The /auth area: a centred card with the logo above the routed form. */
export function AuthLayout({ appName, logoHref = '/' }: { appName: string; logoHref?: string }) {
  return (
    <Center as="main" minH="100dvh" bg="brand.subtle" px="4" py="10">
      <DocumentTitle appName={appName} />
      <Card.Root w="full" maxW="md" shadow="md">
        <Card.Body gap="6">
          <Flex justify="center">
            <Logo href={logoHref} size="2xl" />
          </Flex>
          <Outlet />
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
