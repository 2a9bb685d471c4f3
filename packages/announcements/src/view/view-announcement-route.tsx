import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useAnnouncement } from '@keyclub/api-client';
import type { Announcement } from '@keyclub/domain';
import { announcementPaths } from '@keyclub/domain/paths';
import { Breadcrumbs, PageShell, useRouteId } from '@keyclub/ui-kit';
import { AnnouncementActions } from '../list/announcement-actions.tsx';
import { AnnouncementSource, AnnouncementStats, StatusBadge } from '../shared/announcement-meta.tsx';
import { AnnouncementReadFailure } from '../shared/announcement-read-failure.tsx';
import { AnnouncementNotFound } from '../shared/not-found.tsx';
import { useIsBusiness } from '../shared/use-role.ts';
import { useMarkRead } from './use-mark-read.ts';

const listCrumb = { label: 'Announcements', href: announcementPaths.list.href() };

function AnnouncementDetail({
  announcement,
  isBusiness,
}: {
  announcement: Announcement;
  isBusiness: boolean;
}) {
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <AnnouncementSource announcement={announcement} />
        <HStack gap="3">
          {isBusiness ? <StatusBadge status={announcement.status} /> : null}
          {announcement.status === 'ARCHIVED' ? null : (
            <AnnouncementActions announcement={announcement} isBusiness={isBusiness} />
          )}
        </HStack>
      </HStack>
      {isBusiness ? (
        <Card.Root size="sm" variant="subtle">
          <Card.Body>
            <AnnouncementStats announcement={announcement} />
          </Card.Body>
        </Card.Root>
      ) : null}
      <Text whiteSpace="pre-wrap">{announcement.message}</Text>
    </Stack>
  );
}

function ViewAnnouncement({ id }: { id: number }) {
  const isBusiness = useIsBusiness();
  const read = useAnnouncement(id);
  const { data: announcement } = read;
  useMarkRead(isBusiness ? undefined : announcement);
  if (read.isError && !announcement) {
    return (
      <PageShell
        width="4xl"
        title="Announcement"
        before={<Breadcrumbs items={[listCrumb, { label: 'Announcement' }]} />}
      >
        <AnnouncementReadFailure read={read} />
      </PageShell>
    );
  }
  if (!announcement) return null;
  return (
    <PageShell
      width="4xl"
      title={announcement.subject}
      before={<Breadcrumbs items={[listCrumb, { label: announcement.subject }]} />}
    >
      <AnnouncementDetail announcement={announcement} isBusiness={isBusiness} />
    </PageShell>
  );
}

/** /view-announcement/:id: the announcement with its breadcrumb; the business also sees its statistics. */
function ViewAnnouncementPage() {
  const id = useRouteId();
  return id === null ? (
    <PageShell width="4xl" title="Announcement">
      <AnnouncementNotFound />
    </PageShell>
  ) : (
    // One instance per announcement: opening another from the bell marks that one read too.
    <ViewAnnouncement key={id} id={id} />
  );
}

/** Lazy route module of /view-announcement/:id. */
export const Component = ViewAnnouncementPage;
