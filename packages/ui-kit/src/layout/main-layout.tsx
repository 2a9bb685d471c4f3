import { Flex } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Scrolls to the top on every navigation (SPEC section 2), not on query-string changes. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The main area: header, the routed page, footer. */
export function MainLayout({ header, footer }: { header: ReactNode; footer: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <ScrollToTop />
      {header}
      <Flex as="main" direction="column" flex="1">
        <Outlet />
      </Flex>
      {footer}
    </Flex>
  );
}
