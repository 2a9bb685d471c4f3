import { Box, Float, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useQuickAnnouncements, useUnreadAnnouncements } from '@keyclub/api-client';
import { announcementPaths } from '@keyclub/domain/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BellIcon } from './bell-icon.tsx';

/**
 * The bell for a signed-in consumer (SPEC section 2): the unread count as a badge, and a menu of the
 * newest announcement subjects plus 'See all announcements'. Reading one anywhere refetches the
 * count, so the badge drops at once.
 */
export default function BellMenu() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useUnreadAnnouncements(true);
  const { data: quick } = useQuickAnnouncements(open);

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} position="relative">
          <BellIcon />
          {unread > 0 ? (
            <Float placement="top-end" offset="2">
              <Box
                as="span"
                aria-hidden="true"
                data-testid="unread-badge"
                bg="red.solid"
                color="white"
                fontSize="2xs"
                fontWeight="bold"
                borderRadius="full"
                minW="4"
                px="1"
                lineHeight="4"
                textAlign="center"
              >
                {unread > 99 ? '99+' : unread}
              </Box>
            </Float>
          ) : null}
        </IconButton>
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
