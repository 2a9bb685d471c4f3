import { PageShell } from '@keyclub/ui-kit';
import { AnnouncementForm } from './announcement-form.tsx';

function AnnouncementCreatePage() {
  return (
    <PageShell width="4xl" title="Create Announcement">
      <AnnouncementForm />
    </PageShell>
  );
}

/** Lazy route module of /announcement/create. */
export const Component = AnnouncementCreatePage;
