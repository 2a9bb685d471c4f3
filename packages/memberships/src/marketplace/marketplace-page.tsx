import { Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useCategories } from '@keyclub/api-client';
import { membershipPaths } from '@keyclub/domain/paths';
import { EmptyState, LoadError, PageShell } from '@keyclub/ui-kit';
import { FeaturedBanner } from '../shared/featured-banner.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { FeaturedCarousel } from './featured-carousel.tsx';
import { RecentlyListed } from './recently-listed.tsx';
import { ResaleListings } from './resale-listings.tsx';

const publicDetail = (token: { id: number }) => membershipPaths.publicToken.href(token.id);

function Categories() {
  const read = useCategories();
  const { data: categories } = read;
  if (read.isError && !categories) {
    return <LoadError title="Categories could not be loaded." read={read} />;
  }
  if (categories === undefined) {
    return (
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4, xl: 7 }} gap="4" aria-hidden="true">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} h="28" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (categories.length === 0) {
    return (
      <EmptyState title="No categories yet" description="Memberships will be grouped here by category." />
    );
  }
  return <CategoryGrid categories={categories} labelledBy="marketplace-categories" />;
}

/**
 * Consumer /marketplace (SPEC section 2): the featured banner, the category grid, the featured
 * carousel, the recently listed memberships and the resale listings, 7xl wide for the grids. Each
 * part shows a skeleton while it loads.
 */
export function MarketplacePage() {
  return (
    <PageShell title="Marketplace" width="7xl">
      <Stack gap="10">
        <FeaturedBanner hrefOf={publicDetail} />
        <Stack as="section" aria-labelledby="marketplace-categories" gap="4">
          <Heading as="h2" id="marketplace-categories" size="xl">
            Categories
          </Heading>
          <Categories />
        </Stack>
        <FeaturedCarousel />
        <RecentlyListed />
        <ResaleListings />
      </Stack>
    </PageShell>
  );
}
