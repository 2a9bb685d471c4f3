import { Container, Flex, HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Logo } from './logo.tsx';

export interface NavItem {
  label: string;
  href: string;
}

export interface AppHeaderProps {
  logoHref: string;
  nav: NavItem[];
  /** Search box, bell, user menu or Login / Register buttons, chosen by the shell. */
  right?: ReactNode;
}

export function AppHeader({ logoHref, nav, right }: AppHeaderProps) {
  return (
    <Flex as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="6">
          <Logo href={logoHref} />
          <HStack as="nav" aria-label="Main" gap="5" flex="1">
            {nav.map((item) => (
              <Link
                key={item.href}
                asChild
                fontWeight="medium"
                color="fg.muted"
                _currentPage={{ color: 'brand.fg', fontWeight: 'semibold' }}
              >
                <NavLink to={item.href}>{item.label}</NavLink>
              </Link>
            ))}
          </HStack>
          {right ? <HStack gap="3">{right}</HStack> : null}
        </Flex>
      </Container>
    </Flex>
  );
}
