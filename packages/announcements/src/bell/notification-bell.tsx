import { useAuthStore } from '@keyclub/auth';
import { lazy, Suspense } from 'react';

const BellMenu = lazy(() => import('./bell-menu.tsx'));

/**
 * The consumer header's notification bell (SPEC section 2), nothing for visitors: its menu's code
 * loads with a consumer's session only.
 */
export function NotificationBell() {
  const signedIn = useAuthStore((state) => state.user?.role_name === 'CONSUMER');
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <BellMenu />
    </Suspense>
  );
}
