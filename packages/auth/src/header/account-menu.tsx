import { Menu, Portal, Skeleton } from '@chakra-ui/react';
import type { User } from '@keyclub/domain';
import { framePaths } from '@keyclub/domain/paths';
import { useHandOverFocus } from '@keyclub/ui-kit';
import { type ReactNode, Suspense, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../session/use-logout.ts';
import { AccountButton } from './account-button.tsx';

export interface AccountMenuProps {
  user: User;
  menuItems?: ReactNode;
  /** Opens at once: the user clicked the trigger before this code arrived. */
  defaultOpen?: boolean;
  /** The trigger this replaces had the focus: this one takes it. */
  focusTrigger?: boolean;
}

/**
 * The signed-in user's menu, loaded when the user reaches for its trigger (`AccountActions`): no
 * page loads Ark's menu machine before that.
 */
export default function AccountMenu({ user, menuItems, defaultOpen, focusTrigger }: AccountMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const trigger = useRef<HTMLButtonElement>(null);
  useHandOverFocus(trigger, focusTrigger && !defaultOpen);
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountButton user={user} ref={trigger} />
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
            {/* Operators have no Settings (issue 35): the business build's Settings is a business screen. */}
            {user.role_name === 'OPERATOR' ? null : (
              <Menu.Item value="settings" onSelect={() => navigate(framePaths.settings.href())}>
                Settings
              </Menu.Item>
            )}
            <Menu.Item value="logout" onSelect={() => void logout()}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
