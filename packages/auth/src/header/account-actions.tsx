import { Button, Menu, Portal } from '@chakra-ui/react';
import { authPaths, framePaths } from '@keyclub/domain/paths';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuthStore } from '../auth-store.ts';
import { useCurrentPath } from '../guards/use-current-path.ts';
import { useLogout } from '../session/use-logout.ts';

/**
 * The header's right side (SPEC section 2): the user menu when logged in, else Login and Register.
 * `menuItems` are the shell's own entries above Settings (the consumer's wallet button).
 */
export function AccountActions({ menuItems }: { menuItems?: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const currentPath = useCurrentPath();
  const navigate = useNavigate();
  const logout = useLogout();

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

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          {user.first_name} {user.last_name}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {menuItems}
            <Menu.Item value="settings" onSelect={() => navigate(framePaths.settings.href())}>
              Settings
            </Menu.Item>
            <Menu.Item value="logout" onSelect={() => void logout()}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
