import { IconButton } from '@chakra-ui/react';
import { useAuthStore } from '@keyclub/app-state';
import { lazy, Suspense } from 'react';
import { BellIcon } from './bell-icon.tsx';

const ConsumerBell = lazy(() => import('./consumer-bell.tsx'));

/**
 * The consumer header's notification bell (SPEC section 2), nothing for visitors: its code loads
 * with a consumer's session only.
 */
export function NotificationBell() {
  const signedIn = useAuthStore((state) => state.user?.role_name === 'CONSUMER');
  if (!signedIn) return null;
  return (
    // The same button holds the bell's place while its code loads.
    <Suspense
      fallback={
        <IconButton variant="ghost" size="sm" aria-label="Notifications" disabled>
          <BellIcon />
        </IconButton>
      }
    >
      <ConsumerBell />
    </Suspense>
  );
}
