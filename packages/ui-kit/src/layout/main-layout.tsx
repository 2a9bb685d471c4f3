import { Flex } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from './app-footer.tsx';
import { BOTTOM_NAV_HEIGHT } from './app-header.tsx';
import { DocumentTitle } from './document-title.tsx';

/** Scrolls to the top on every navigation (SPEC section 2), not on query-string changes. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export interface MainLayoutProps {
  /** The build's name, last in every document title ('Marketplace | Keyclub'). */
  appName: string;
  header: ReactNode;
}

/** The main area: header, the routed page, the footer; room at the foot for the phone-width bottom nav. */
export function MainLayout({ appName, header }: MainLayoutProps) {
  return (
    <Flex direction="column" minH="100dvh" pb={{ base: BOTTOM_NAV_HEIGHT, md: '0' }}>
      <ScrollToTop />
      <DocumentTitle appName={appName} />
      {header}
      {/* At least a screen high: the footer starts below the fold, so it does not jump down when the
          page's content replaces its loading state (layout shift, docs/performance.md). */}
      <Flex as="main" direction="column" flex="1" minH="100dvh">
        <Outlet />
      </Flex>
      <AppFooter />
    </Flex>
  );
}
