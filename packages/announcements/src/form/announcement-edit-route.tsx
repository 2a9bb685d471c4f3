import { Alert } from '@chakra-ui/react';
import { useAnnouncement, useOwnTokens } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { LoadError, PageShell, useRouteId } from '@keyclub/ui-kit';
import { AnnouncementReadFailure } from '../shared/announcement-read-failure.tsx';
import { AnnouncementNotFound } from '../shared/not-found.tsx';
import { AnnouncementForm, OWN_MEMBERSHIPS } from './announcement-form.tsx';

function EditForm({ id }: { id: number }) {
  const read = useAnnouncement(id);
  const { data: announcement } = read;
  // The select is filled before the form registers it, so the stored membership shows as chosen.
  const ownTokens = useOwnTokens(OWN_MEMBERSHIPS);
  const { data: memberships } = ownTokens;
  if (read.isError && !announcement) return <AnnouncementReadFailure read={read} />;
  if (ownTokens.isError && !memberships) {
    return <LoadError title="Your memberships could not be loaded." read={ownTokens} />;
  }
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
