import { Tabs } from '@chakra-ui/react';
import type { Category } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';
import { CategoryIcon } from '../marketplace/category-icon.tsx';

/** One tab per category; each is a link, so the category lives in the URL (reload and Back keep it). */
export function CategoryTabs({ categories, selectedId }: { categories: Category[]; selectedId: number }) {
  return (
    <Tabs.Root value={String(selectedId)} variant="line" overflowX="auto" activationMode="manual">
      <Tabs.List aria-label="Categories">
        {categories.map((category) => (
          <Tabs.Trigger key={category.id} value={String(category.id)} asChild>
            <RouterLink to={membershipPaths.browseToken.href(category.id)}>
              <CategoryIcon name={category.name} size={18} />
              {category.name}
            </RouterLink>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
