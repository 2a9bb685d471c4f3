import { Menu, Portal, Text } from '@chakra-ui/react';
import { useQuickAnnouncements } from '@keyclub/api-client';
import { announcementPaths } from '@keyclub/domain/paths';
import { useHandOverFocus } from '@keyclub/ui-kit';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BellButton } from './bell-button.tsx';

export interface BellMenuProps {
  unread: number;
  /** Opens at once: the user clicked the bell before this code arrived. */
  defaultOpen?: boolean;
  /** The bell this replaces had the focus: this one takes it. */
  focusTrigger?: boolean;
}

/**
 * The bell's menu (SPEC section 2), loaded when the user reaches for the bell
 * (`NotificationBell`): the newest announcement subjects plus 'See all announcements'.
 */
export default function BellMenu({ unread, defaultOpen = false, focusTrigger }: BellMenuProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  const { data: quick } = useQuickAnnouncements(open);
  const trigger = useRef<HTMLButtonElement>(null);
  useHandOverFocus(trigger, focusTrigger && !defaultOpen);

  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Menu.Trigger asChild>
        <BellButton unread={unread} ref={trigger} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" maxW="80">
            {quick?.length === 0 ? (
              <Text px="2" py="1.5" color="fg.muted" fontSize="sm">
                No announcements yet
              </Text>
            ) : null}
            {quick?.map((announcement) => (
              <Menu.Item
                key={announcement.id}
                value={String(announcement.id)}
                fontWeight={announcement.announcement_user[0]?.is_read === false ? 'bold' : 'normal'}
                onSelect={() => navigate(announcementPaths.view.href(announcement.id))}
              >
                <Text truncate>{announcement.subject}</Text>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="all" onSelect={() => navigate(announcementPaths.list.href())}>
              See all announcements
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
