import { PageShell } from '../shared/page-shell.tsx';
import { AnnouncementForm } from './announcement-form.tsx';

function AnnouncementCreatePage() {
  return (
    <PageShell title="Create Announcement">
      <AnnouncementForm />
    </PageShell>
  );
}

/** Lazy route module of /announcement/create. */
export const Component = AnnouncementCreatePage;
