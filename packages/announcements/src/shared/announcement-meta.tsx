import { Badge, HStack, Image, Text } from '@chakra-ui/react';
import { type Announcement, formatDateTime } from '@keyclub/domain';

const STATUS_LABELS = { PENDING: 'Pending', ACTIVE: 'Active', ARCHIVED: 'Archived' } as const;

/** Status of a business's announcement: PENDING is a draft, ACTIVE was sent. */
export function StatusBadge({ status }: { status: Announcement['status'] }) {
  return <Badge colorPalette={status === 'ACTIVE' ? 'green' : 'gray'}>{STATUS_LABELS[status]}</Badge>;
}

/** The membership (thumbnail and title), the business and when it was posted. */
export function AnnouncementSource({ announcement }: { announcement: Announcement }) {
  const thumbnail = announcement.token_profile.thumbnail;
  return (
    <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
      {thumbnail ? (
        <Image src={thumbnail.url} alt="" boxSize="8" borderRadius="sm" objectFit="cover" />
      ) : null}
      <Text>
        {announcement.business.name} · {announcement.token_profile.title}
      </Text>
      <Text>{formatDateTime(announcement.created_at)}</Text>
    </HStack>
  );
}

/** The business's statistics: sent to (user_count) and viewed by (read_count). */
export function AnnouncementStats({ announcement }: { announcement: Announcement }) {
  if (announcement.user_count === null || announcement.read_count === null) return null;
  return (
    <HStack gap="4" fontSize="sm" aria-label="Statistics">
      <Text>
        Sent <strong>{announcement.user_count}</strong>
      </Text>
      <Text>
        Viewed <strong>{announcement.read_count}</strong>
      </Text>
    </HStack>
  );
}
