import { Container, Heading, Stack } from '@chakra-ui/react';
import { useCategories } from '@keyclub/api-client';
import { EmptyState } from '@keyclub/ui-kit';
import { CategoryGrid } from './category-grid.tsx';

/** Consumer /marketplace: the category grid (SPEC section 2). The global overlay covers the first load. */
export function MarketplacePage() {
  const { data: categories } = useCategories();
  return (
    <Container maxW="7xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          Marketplace
        </Heading>
        <Stack as="section" aria-labelledby="marketplace-categories" gap="4">
          <Heading as="h2" id="marketplace-categories" size="xl">
            Categories
          </Heading>
          {categories === undefined ? null : categories.length === 0 ? (
            <EmptyState
              title="No categories yet"
              description="Memberships will be grouped here by category."
            />
          ) : (
            <CategoryGrid categories={categories} />
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
