import { Button } from '@chakra-ui/react';
import { MESSAGES } from '@keyclub/domain';
import { announcementPaths } from '@keyclub/domain/paths';
import { EmptyState } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';

/** An announcement the route names that the caller may not see (or that does not exist). */
export function AnnouncementNotFound() {
  return (
    <EmptyState
      title={MESSAGES.announcements.notFound}
      action={
        <Button asChild variant="outline">
          <RouterLink to={announcementPaths.list.href()}>See all announcements</RouterLink>
        </Button>
      }
    />
  );
}
