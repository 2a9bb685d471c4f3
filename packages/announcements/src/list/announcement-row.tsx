import { Badge, Card, HStack, Link, Stack } from '@chakra-ui/react';
import type { Announcement } from '@keyclub/domain';
import { announcementPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';
import { AnnouncementSource, AnnouncementStats, StatusBadge } from '../shared/announcement-meta.tsx';
import { AnnouncementActions } from './announcement-actions.tsx';

/** One announcement of the list: a business sees its status and statistics, a consumer whether it is new. */
export function AnnouncementRow({
  announcement,
  isBusiness,
}: {
  announcement: Announcement;
  isBusiness: boolean;
}) {
  const unread = announcement.announcement_user[0]?.is_read === false;
  return (
    <Card.Root as="li" size="sm" aria-label={announcement.subject}>
      <Card.Body>
        <HStack justify="space-between" align="start" gap="4">
          <Stack gap="2">
            <HStack gap="3">
              <Link asChild fontWeight={unread ? 'bold' : 'medium'} fontSize="lg">
                <RouterLink to={announcementPaths.view.href(announcement.id)}>
                  {announcement.subject}
                </RouterLink>
              </Link>
              {isBusiness ? <StatusBadge status={announcement.status} /> : null}
              {unread ? <Badge colorPalette="brand">New</Badge> : null}
            </HStack>
            <AnnouncementSource announcement={announcement} />
            {isBusiness && announcement.status === 'ACTIVE' ? (
              <AnnouncementStats announcement={announcement} />
            ) : null}
          </Stack>
          <AnnouncementActions announcement={announcement} isBusiness={isBusiness} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
