import { HStack, Link } from '@chakra-ui/react';
import type { Category } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { CategoryIcon } from '../marketplace/category-icon.tsx';

/**
 * The category tabs: links drawn as tabs, the current one marked `aria-current="page"`. Each opens its
 * own URL, so the category lives in the path (reload and Back keep it) and a switch starts at page 1.
 */
export function CategoryTabs({
  categories,
  selectedId,
}: {
  categories: Category[];
  selectedId: number | null;
}) {
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: bring the current tab to its middle, or a later category
  // would open with its tab off screen. Only the row scrolls (scrollIntoView would move the page).
  useLayoutEffect(() => {
    const tab = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row.current || !tab) return;
    row.current.scrollLeft = tab.offsetLeft - (row.current.clientWidth - tab.offsetWidth) / 2;
  }, [selectedId, categories]);
  return (
    <HStack
      ref={row}
      as="nav"
      aria-label="Categories"
      position="relative"
      gap="0"
      borderBottomWidth="1px"
      overflowX="auto"
    >
      {categories.map((category) => {
        const current = category.id === selectedId;
        return (
          <Link
            key={category.id}
            asChild
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="4"
            py="2"
            mb="-1px"
            whiteSpace="nowrap"
            fontWeight="medium"
            color={current ? 'fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={current ? 'colorPalette.solid' : 'transparent'}
            textDecoration="none"
            _hover={{ color: 'fg', textDecoration: 'none' }}
          >
            <RouterLink
              to={membershipPaths.browseToken.href(category.id)}
              aria-current={current ? 'page' : undefined}
            >
              <CategoryIcon name={category.name} size={18} />
              {category.name}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
