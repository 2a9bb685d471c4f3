import { Button, Heading, Stack } from '@chakra-ui/react';
import { type ActivationLink, readActivationProof } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { Breadcrumbs, PageShell, useRouteId } from '@keyclub/ui-kit';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MembershipNotFound } from '../shared/not-found.tsx';
import { ActivationStatusCard } from './activation-status-card.tsx';
import { useStaffActivation } from './use-staff-activation.ts';

const PAGE_TITLE = 'Membership Activation';

function ActivationPage({ activationId, link }: { activationId: number; link: ActivationLink | null }) {
  const outcome = useStaffActivation(activationId, link);
  const title = 'card' in outcome ? outcome.card?.title : undefined;
  return (
    <Stack gap="6">
      <Breadcrumbs
        items={[
          { label: 'Memberships', href: membershipPaths.tokens.href() },
          { label: title ?? PAGE_TITLE },
        ]}
      />
      <Heading as="h1" size="2xl">
        {PAGE_TITLE}
      </Heading>
      <ActivationStatusCard outcome={outcome} />
      <Button asChild variant="outline" alignSelf="start">
        <RouterLink to={membershipPaths.tokens.href()}>Back to dashboard</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * Business /tokens/:id/activate?exp=…&sig=… (SPEC section 2 Activation page), what a membership
 * card's QR code opens; `:id` is the activation. Staff of the membership's business only.
 */
function ActivationRoute() {
  const activationId = useRouteId();
  const [searchParams] = useSearchParams();
  const link = useMemo(() => readActivationProof(searchParams), [searchParams]);
  return (
    <PageShell>
      {activationId === null ? (
        <>
          <Heading as="h1" size="2xl">
            {PAGE_TITLE}
          </Heading>
          <MembershipNotFound />
        </>
      ) : (
        <ActivationPage activationId={activationId} link={link} />
      )}
    </PageShell>
  );
}

export const Component = ActivationRoute;
