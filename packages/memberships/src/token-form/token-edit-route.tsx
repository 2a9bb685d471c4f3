import { HStack, Stack } from '@chakra-ui/react';
import { useCategories } from '@keyclub/api-client';
import { PageShell, useRouteId } from '@keyclub/ui-kit';
import { SalesStatusBadge, SalesStatusControl } from '../lifecycle/sales-status.tsx';
import { useBusinessToken } from '../shared/editable-token.ts';
import { MembershipReadFailure } from '../shared/membership-read-failure.tsx';
import { MembershipNotFound } from '../shared/not-found.tsx';
import { lockedReasons } from './locked-fields.ts';
import { MembershipForm } from './membership-form.tsx';
import { useRowComponents } from './row-components.ts';
import { membershipFormValues } from './stored-membership-values.ts';

function EditForm({ id }: { id: number }) {
  const { read, token, editable } = useBusinessToken(id);
  const { data: categories } = useCategories();
  const rows = useRowComponents(true);
  // Another business's membership or a holder's copy: not offered as a form the API would refuse.
  if (read.isError) return <MembershipReadFailure read={read} />;
  if (token && !editable) return <MembershipNotFound />;
  // The form starts from the stored values, so it mounts once they are here (the overlay covers the
  // wait) — the categories too: a select registered before its options exist shows no choice — and
  // the perk and reservation rows' module, so the stored rows show with the form.
  if (!(token && categories && rows)) return null;
  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap" role="group" aria-label="Sales">
        <SalesStatusBadge status={token.profile.status} />
        <SalesStatusControl token={token} />
      </HStack>
      <MembershipForm
        key={token.id}
        edit={{
          token,
          values: membershipFormValues(token),
          locked: lockedReasons(token.profile.sold_copies_count),
        }}
      />
    </Stack>
  );
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
