import { Button } from '@chakra-ui/react';
import { membershipPaths } from '@keyclub/domain/paths';
import { PageShell, useRouteId } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';
import { useBusinessToken } from '../shared/editable-token.ts';
import { MembershipReadFailure } from '../shared/membership-read-failure.tsx';
import { MembershipNotFound } from '../shared/not-found.tsx';
import { MembershipDetailView } from './membership-detail-view.tsx';

function BusinessTokenDetail({ id }: { id: number }) {
  const { read, token, editable } = useBusinessToken(id);
  if (read.isError) return <MembershipReadFailure read={read} />;
  if (!token) return null;
  return (
    <MembershipDetailView
      token={token}
      actions={
        editable ? (
          <Button asChild>
            <RouterLink to={membershipPaths.tokenEdit.href(token.id)}>Edit</RouterLink>
          </Button>
        ) : null
      }
    />
  );
}

/** Business /tokens/:id and /public/token/:id: the detail view, with Edit for the owning business. */
function BusinessTokenDetailPage() {
  const id = useRouteId();
  return <PageShell>{id === null ? <MembershipNotFound /> : <BusinessTokenDetail id={id} />}</PageShell>;
}

export const Component = BusinessTokenDetailPage;
