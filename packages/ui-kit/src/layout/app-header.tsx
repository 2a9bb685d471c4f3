import { Box, Container, Flex, HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Logo } from './logo.tsx';

export interface NavItem {
  label: string;
  href: string;
  /** Shown above the label in the phone-width bottom nav. */
  icon: ReactNode;
}

export interface AppHeaderProps {
  logoHref: string;
  nav: NavItem[];
  /** The consumer's search box: inline on wide screens, a row of its own at phone widths. */
  search?: ReactNode;
  /** Bell, user menu or Login / Register buttons, chosen by the shell. */
  right?: ReactNode;
}

/** A nav link's look in the header and the bottom nav: muted, the current page in the brand colour. */
const navLinkStyle = {
  fontWeight: 'medium',
  color: 'fg.muted',
  _currentPage: { color: 'brand.fg', fontWeight: 'semibold' },
} as const;

/**
 * The main area's header (SPEC section 2): logo, nav, search, account actions. At phone widths the
 * nav moves to a bottom nav fixed to the screen's foot (`MainLayout` keeps room for it).
 */
export function AppHeader({ logoHref, nav, search, right }: AppHeaderProps) {
  return (
    <>
      <Flex as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
        <Container maxW="7xl" py="3">
          <Flex align="center" wrap="wrap" columnGap="6" rowGap="2">
            <Logo href={logoHref} />
            <HStack as="nav" aria-label="Main" gap="5" display={{ base: 'none', md: 'flex' }}>
              {nav.map((item) => (
                <Link key={item.href} asChild {...navLinkStyle}>
                  <NavLink to={item.href}>{item.label}</NavLink>
                </Link>
              ))}
            </HStack>
            {search ? (
              <Box order={{ base: 3, md: 0 }} flexBasis={{ base: 'full', md: 'auto' }} ms={{ md: 'auto' }}>
                {search}
              </Box>
            ) : null}
            {right ? (
              <HStack gap="3" ms={search ? { base: 'auto', md: '0' } : 'auto'}>
                {right}
              </HStack>
            ) : null}
          </Flex>
        </Container>
      </Flex>
      <BottomNav nav={nav} />
    </>
  );
}

/** Height of the bottom nav; the main layout pads its foot by this much at phone widths. */
export const BOTTOM_NAV_HEIGHT = '16';

function BottomNav({ nav }: { nav: NavItem[] }) {
  return (
    <Flex
      as="nav"
      aria-label="Main"
      display={{ base: 'flex', md: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      h={BOTTOM_NAV_HEIGHT}
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      justify="space-around"
      align="stretch"
    >
      {nav.map((item) => (
        <Link
          key={item.href}
          asChild
          {...navLinkStyle}
          flex="1"
          flexDirection="column"
          justifyContent="center"
          gap="0.5"
          fontSize="xs"
          _hover={{ textDecoration: 'none' }}
        >
          <NavLink to={item.href}>
            {item.icon}
            {item.label}
          </NavLink>
        </Link>
      ))}
    </Flex>
  );
}
