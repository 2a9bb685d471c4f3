import { PageShell } from '@keyclub/ui-kit';
import { MembershipForm } from './membership-form.tsx';

function TokenCreatePage() {
  return (
    <PageShell title="Create Membership">
      <MembershipForm />
    </PageShell>
  );
}

/** Lazy route module of /token/create. */
export const Component = TokenCreatePage;
