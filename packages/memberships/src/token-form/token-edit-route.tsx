import { useToken } from '@keyclub/api-client';
import { MembershipNotFound } from '../shared/not-found.tsx';
import { PageShell } from '../shared/page-shell.tsx';
import { useRouteId } from '../shared/route-id.ts';
import { MembershipForm } from './membership-form.tsx';

function EditForm({ id }: { id: number }) {
  const { data: token, isError } = useToken(id);
  if (isError) return <MembershipNotFound />;
  // The form starts from the stored values, so it mounts once they are here (the overlay covers the wait).
  return token ? <MembershipForm key={token.id} token={token} /> : null;
}

function TokenEditPage() {
  const id = useRouteId();
  return (
    <PageShell title="Edit Membership">
      {id === null ? <MembershipNotFound /> : <EditForm id={id} />}
    </PageShell>
  );
}

/** Lazy route module of /token/edit/:id. */
export const Component = TokenEditPage;
