import { Button } from '@chakra-ui/react';
import { authPaths } from '@keyclub/domain/paths';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuthStore } from '../auth-store.ts';
import { useCurrentPath } from '../guards/use-current-path.ts';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

/**
 * The header's right side (SPEC section 2): the user menu when logged in, else Login and Register.
 * `menuItems` are the shell's own entries above Settings (the consumer's wallet button).
 */
export function AccountActions({ menuItems }: { menuItems?: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const currentPath = useCurrentPath();

  if (!user) {
    return (
      <>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={authPaths.login.href({ returnUrl: currentPath })}>Login</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={authPaths.signup.href({ returnUrl: currentPath })}>Register</RouterLink>
        </Button>
      </>
    );
  }

  // While the menu's code loads, the same button holds its place.
  const placeholder = (
    <Button variant="ghost" size="sm" disabled>
      {user.first_name} {user.last_name}
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={user} menuItems={menuItems} />
    </Suspense>
  );
}
