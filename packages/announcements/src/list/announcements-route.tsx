import { Button, HStack, Stack } from '@chakra-ui/react';
import { useAnnouncementPage } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { announcementPaths } from '@keyclub/domain/paths';
import { EmptyState, LoadError, PageButtons, PageShell, usePageQuery } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';
import { useIsBusiness } from '../shared/use-role.ts';
import { AnnouncementRow } from './announcement-row.tsx';

const PAGE_SIZE = 12;

/** /announcements: a business's own announcements with status and statistics, or a consumer's received ones. */
function AnnouncementsPage() {
  const isBusiness = useIsBusiness();
  const { page, setPage } = usePageQuery();
  const read = useAnnouncementPage({ page, limit: PAGE_SIZE });
  const { data } = read;
  return (
    <PageShell width="4xl" title="Announcements">
      {isBusiness ? (
        <HStack>
          <Button asChild colorPalette="brand">
            <RouterLink to={announcementPaths.create.href()}>Create Announcement</RouterLink>
          </Button>
        </HStack>
      ) : null}
      {read.isError && !data ? (
        <LoadError title="Your announcements could not be loaded." read={read} />
      ) : null}
      {data && data.data.length === 0 ? <EmptyState title={MESSAGES.announcements.empty} /> : null}
      {data && data.data.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Announcements">
          {data.data.map((announcement) => (
            <AnnouncementRow key={announcement.id} announcement={announcement} isBusiness={isBusiness} />
          ))}
        </Stack>
      ) : null}
      {data ? (
        <PageButtons page={page} pageSize={PAGE_SIZE} total={data.meta.total} onPageChange={setPage} />
      ) : null}
    </PageShell>
  );
}

/** Lazy route module of /announcements. */
export const Component = AnnouncementsPage;
