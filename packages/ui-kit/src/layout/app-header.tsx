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
        {/* On narrow screens the nav takes a row of its own under the logo and the account actions. */}
        <Flex align="center" wrap="wrap" columnGap="6" rowGap="2">
          <Logo href={logoHref} />
          <HStack
            as="nav"
            aria-label="Main"
            gap="5"
            flex="1"
            order={{ base: 3, md: 0 }}
            flexBasis={{ base: 'full', md: 'auto' }}
          >
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
          {right ? (
            <HStack gap="3" ms="auto">
              {right}
            </HStack>
          ) : null}
        </Flex>
      </Container>
    </Flex>
  );
}
