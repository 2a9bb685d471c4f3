import { Button } from '@chakra-ui/react';
import { useCurrentPath } from '@keyclub/app-shell';
import { useAuthStore } from '@keyclub/app-state';
import { authPaths } from '@keyclub/domain/paths';
import { useOnDemand } from '@keyclub/ui-kit';
import { type ReactNode, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountButton } from './account-button.tsx';

const loadAccountMenu = () => import('./account-menu.tsx');

/**
 * The header's right side (SPEC section 2): the user menu when logged in, else Login and Register.
 * `menuItems` are the shell's own entries above Settings (the consumer's wallet button).
 */
export function AccountActions({ menuItems }: { menuItems?: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const currentPath = useCurrentPath();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useOnDemand(loadAccountMenu, trigger);

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

  if (menu.module) {
    const AccountMenu = menu.module.default;
    return (
      <AccountMenu
        user={user}
        menuItems={menuItems}
        defaultOpen={menu.requested}
        focusTrigger={menu.hadFocus}
      />
    );
  }
  // The menu's code loads as the pointer or the focus reaches it (menu.standIn).
  return <AccountButton user={user} ref={trigger} {...menu.standIn} />;
}
