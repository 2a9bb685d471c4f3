import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useOwnTokens } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { greeting, MESSAGES, PAGE_SIZE_OPTIONS } from '@keyclub/domain';
import { framePaths, membershipPaths } from '@keyclub/domain/paths';
import { EmptyState, LoadingSkeleton, LoadNearViewport, PageShell, usePageQuery } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';
import { MembershipsLoadError } from '../shared/membership-read-failure.tsx';
import { OwnMembershipList } from './own-membership-list.tsx';

/** The charts' section, with recharts: imported when scrolled near, never with the page. */
const loadInsight = () => import('./insight/dashboard-insight.tsx');

/** The middle page size option. */
const PAGE_SIZE = PAGE_SIZE_OPTIONS[1];

function CreateMembershipLink() {
  return (
    <Button asChild>
      <RouterLink to={membershipPaths.tokenCreate.href()}>Create Membership</RouterLink>
    </Button>
  );
}

/**
 * Business /tokens: greeting, links to the business page, the Help Center and creation, the own
 * memberships, and below them the insight charts.
 */
function BusinessDashboardPage() {
  const user = useAuthStore((state) => state.user);
  const { page, setPage } = usePageQuery();
  const read = useOwnTokens({ page, limit: PAGE_SIZE });
  const { data } = read;
  const businessId = user?.business?.id;

  return (
    <PageShell>
      <Stack
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <Heading as="h1" size="2xl">
          {greeting(new Date(), user?.first_name)}
        </Heading>
        <HStack gap="3" wrap="wrap">
          {businessId ? (
            <Button asChild variant="outline">
              <RouterLink to={membershipPaths.businessPage.href(businessId)}>View Business Page</RouterLink>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <RouterLink to={membershipPaths.members.href()}>Members</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={framePaths.helpCenter.href()}>Help Center</RouterLink>
          </Button>
        </HStack>
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="own-memberships">
        <HStack justify="space-between">
          <Heading as="h2" id="own-memberships" size="lg">
            My Memberships
          </Heading>
          {data && data.meta.total > 0 ? <CreateMembershipLink /> : null}
        </HStack>
        {read.isError && !data ? (
          <MembershipsLoadError read={read} />
        ) : data === undefined ? null : data.meta.total === 0 ? (
          <EmptyState title={MESSAGES.empty.ownedMemberships} action={<CreateMembershipLink />} />
        ) : (
          <OwnMembershipList
            tokens={data.data}
            page={page}
            pageSize={PAGE_SIZE}
            total={data.meta.total}
            onPageChange={setPage}
          />
        )}
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="insight">
        <Heading as="h2" id="insight" size="lg">
          Insight
        </Heading>
        <LoadNearViewport
          load={loadInsight}
          minH="40"
          fallback={<LoadingSkeleton height="40" label="Loading insight" />}
        />
      </Stack>
    </PageShell>
  );
}

export const Component = BusinessDashboardPage;
