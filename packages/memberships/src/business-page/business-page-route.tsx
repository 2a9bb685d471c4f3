import { Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { httpStatusOf, useBusinessPage, useUsdToEth } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { GRID_COLUMNS, MESSAGES } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { EmptyState, PageShell, ReadFailure, useRouteId } from '@keyclub/ui-kit';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MembershipCard } from '../shared/membership-card.tsx';
import { BusinessHeader } from './business-header.tsx';
import { tokensInCategory, usedCategories } from './category-counts.ts';

function BusinessPageContent({ id }: { id: number }) {
  const read = useBusinessPage(id);
  const { data } = read;
  const user = useAuthStore((state) => state.user);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const rate = useUsdToEth();
  if (read.isError) {
    return (
      <ReadFailure
        status={httpStatusOf(read.error)}
        notFound={<EmptyState title="Business not found" />}
        title="This business could not be loaded."
        read={read}
      />
    );
  }
  if (!data) return null;
  const { business } = data;

  const isBusinessUser = user?.role_name === 'BUSINESS';
  const counts = usedCategories(data.categories);
  const selected = counts.find((category) => category.id === categoryId) ?? null;
  const shown = tokensInCategory(business.tokens, selected?.id ?? null);
  const filter = (label: string, count: number, value: number | null) => {
    const active = (selected?.id ?? null) === value;
    return (
      <Button
        key={value ?? 'all'}
        size="sm"
        variant={active ? 'solid' : 'outline'}
        aria-pressed={active}
        onClick={() => setCategoryId(value)}
      >
        {label} ({count})
      </Button>
    );
  };

  return (
    <Stack gap="8">
      <BusinessHeader business={business} canEdit={isBusinessUser && user.business?.id === business.id} />
      {business.tokens.length === 0 ? (
        <EmptyState
          title={MESSAGES.empty.businessTitle}
          description={MESSAGES.empty.businessBody}
          action={
            isBusinessUser ? (
              <Button asChild>
                <RouterLink to={membershipPaths.tokenCreate.href()}>Create Membership</RouterLink>
              </Button>
            ) : null
          }
        />
      ) : (
        <Stack gap="5">
          <HStack as="nav" aria-label="Categories" gap="2" wrap="wrap">
            {filter('All', business.tokens.length, null)}
            {counts.map((category) => filter(category.name, category.count ?? 0, category.id))}
          </HStack>
          <Heading as="h2" size="xl" id="business-memberships">
            {selected?.name ?? 'All'} Memberships
          </Heading>
          <SimpleGrid
            as="ul"
            aria-labelledby="business-memberships"
            columns={{ base: 1, sm: 2, lg: GRID_COLUMNS }}
            gap="6"
            listStyleType="none"
            p="0"
          >
            {shown.map((token) => (
              <MembershipCard key={token.id} token={token} showBusiness={false} rate={rate} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/** /business-page/:id in both apps: the business and its memberships by category. */
function BusinessPage() {
  const id = useRouteId();
  return (
    <PageShell>
      {id === null ? <EmptyState title="Business not found" /> : <BusinessPageContent id={id} />}
    </PageShell>
  );
}

export const Component = BusinessPage;
