import { Alert } from '@chakra-ui/react';
import { useAnnouncement, useOwnTokens } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { PageShell, useRouteId } from '@keyclub/ui-kit';
import { AnnouncementNotFound } from '../shared/not-found.tsx';
import { AnnouncementForm, OWN_MEMBERSHIPS } from './announcement-form.tsx';

function EditForm({ id }: { id: number }) {
  const { data: announcement, isError } = useAnnouncement(id);
  // The select is filled before the form registers it, so the stored membership shows as chosen.
  const { data: memberships } = useOwnTokens(OWN_MEMBERSHIPS);
  if (isError) return <AnnouncementNotFound />;
  if (!announcement || !memberships) return null;
  // A sent announcement cannot be edited (SPEC section 4): say so rather than offer a form the API refuses.
  if (announcement.status !== 'PENDING') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{MESSAGES.announcements.sentCannotBeEdited}</Alert.Title>
      </Alert.Root>
    );
  }
  return <AnnouncementForm key={announcement.id} announcement={announcement} />;
}

function AnnouncementEditPage() {
  const id = useRouteId();
  return (
    <PageShell width="4xl" title="Edit Announcement">
      {id === null ? <AnnouncementNotFound /> : <EditForm id={id} />}
    </PageShell>
  );
}

/** Lazy route module of /announcement/edit/:id. */
export const Component = AnnouncementEditPage;
