import { Box, LinkBox, LinkOverlay, SimpleGrid } from '@chakra-ui/react';
import type { Category } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';
import { CategoryIcon } from './category-icon.tsx';

/** One card per category: its icon and its name, the name being the link to the category page. */
export function CategoryGrid({ categories, labelledBy }: { categories: Category[]; labelledBy: string }) {
  return (
    <SimpleGrid
      as="ul"
      aria-labelledby={labelledBy}
      columns={{ base: 2, sm: 3, md: 4, xl: 7 }}
      gap="4"
      listStyleType="none"
      p="0"
    >
      {categories.map((category) => (
        <LinkBox
          as="li"
          key={category.id}
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          gap="3"
          // The loading skeleton's height: the grid does not shift when the categories arrive.
          h="28"
          px="6"
          borderWidth="1px"
          rounded="lg"
          bg="bg.panel"
          transition="box-shadow 0.2s, border-color 0.2s"
          _hover={{ shadow: 'md', borderColor: 'border.emphasized' }}
        >
          <Box color="colorPalette.fg">
            <CategoryIcon name={category.name} />
          </Box>
          <LinkOverlay asChild fontWeight="semibold">
            <RouterLink to={membershipPaths.browseToken.href(category.id)}>{category.name}</RouterLink>
          </LinkOverlay>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
