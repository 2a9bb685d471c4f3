import { Heading, Stack } from '@chakra-ui/react';
import { useCategories, useMarketplace } from '@keyclub/api-client';
import { MESSAGES, SEARCH_PAGE_SIZE, type Token } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { EmptyState, PageButtons, PageShell, usePageQuery, useRouteId } from '@keyclub/ui-kit';
import { FeaturedBanner } from '../shared/featured-banner.tsx';
import { MembershipGrid } from '../shared/membership-grid.tsx';
import { MembershipsLoadError } from '../shared/membership-read-failure.tsx';
import { CategoryTabs } from './category-tabs.tsx';

// SPEC section 2 category page: card click opens the public detail with owned=false.
const publicDetail = (token: Token) => membershipPaths.publicToken.href(token.id, { owned: false });

function CategoryMemberships({ categoryId }: { categoryId: number }) {
  const { page, setPage } = usePageQuery();
  const read = useMarketplace({
    category_id: categoryId,
    page,
    limit: SEARCH_PAGE_SIZE,
  });
  const { data, isPlaceholderData } = read;
  if (read.isError && !data) return <MembershipsLoadError read={read} />;
  if (data?.meta.total === 0) return <EmptyState title={MESSAGES.empty.category} />;
  return (
    <Stack gap="6">
      <MembershipGrid
        tokens={data?.data}
        labelledBy="category-title"
        stale={isPlaceholderData}
        hrefOf={publicDetail}
      />
      {data ? (
        <PageButtons page={page} pageSize={SEARCH_PAGE_SIZE} total={data.meta.total} onPageChange={setPage} />
      ) : null}
    </Stack>
  );
}

/**
 * Consumer /browse-token/:id (SPEC section 2 category page): the category's featured banner, the
 * category tabs, its memberships a page at a time (page in the URL) and the empty state.
 */
function CategoryPage() {
  const categoryId = useRouteId();
  const { data: categories } = useCategories();
  const category = categories?.find((candidate) => candidate.id === categoryId);
  return (
    <PageShell>
      <Heading as="h1" size="3xl" id="category-title">
        {category ? `${category.name} Memberships` : 'Memberships'}
      </Heading>
      {categories ? <CategoryTabs categories={categories} selectedId={categoryId} /> : null}
      {categoryId === null ? (
        <EmptyState title={MESSAGES.empty.category} />
      ) : (
        <>
          <FeaturedBanner categoryId={categoryId} hrefOf={publicDetail} />
          <CategoryMemberships categoryId={categoryId} />
        </>
      )}
    </PageShell>
  );
}

export const Component = CategoryPage;
