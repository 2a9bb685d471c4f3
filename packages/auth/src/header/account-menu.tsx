import { Button, Menu, Portal, Skeleton } from '@chakra-ui/react';
import type { User } from '@keyclub/domain';
import { framePaths } from '@keyclub/domain/paths';
import { type ReactNode, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../session/use-logout.ts';

/** The signed-in user's menu (loaded with a session only: visitors never download the menu code). */
export default function AccountMenu({ user, menuItems }: { user: User; menuItems?: ReactNode }) {
  const navigate = useNavigate();
  const logout = useLogout();
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
            {menuItems && (
              // A shell's entry may load when the menu opens: its row is kept meanwhile.
              <Suspense
                fallback={
                  <Menu.Item value="loading" disabled aria-label="Loading">
                    <Skeleton loading>Loading</Skeleton>
                  </Menu.Item>
                }
              >
                {menuItems}
              </Suspense>
            )}
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
