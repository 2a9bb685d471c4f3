import { Box, chakra, HStack, Text, useSlotRecipe } from '@chakra-ui/react';
import { PAGE_SIZE_OPTIONS } from '@keyclub/domain';
import { PageButtons } from '@keyclub/ui-kit';
import { useId } from 'react';

interface PageControlsProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (next: { page: number; pageSize: number }) => void;
}

/**
 * Page size (SPEC section 9 options) and page buttons under a paged list; hidden when one page holds
 * all. The size is a plain select drawn with the theme's native-select recipe: Chakra's NativeSelect
 * brings Ark's Field into the marketplace's first load.
 */
export function PageControls({ page, pageSize, total, onChange }: PageControlsProps) {
  const sizeId = useId();
  const select = useSlotRecipe({ key: 'nativeSelect' })({ size: 'sm' });
  if (total <= PAGE_SIZE_OPTIONS[0]) return null;
  return (
    <HStack justify="space-between" wrap="wrap" gap="4">
      <HStack gap="2">
        <Text asChild color="fg.muted" textStyle="sm">
          <label htmlFor={sizeId}>Per page</label>
        </Text>
        <Box css={select.root} width="20">
          <chakra.select
            css={select.field}
            id={sizeId}
            value={pageSize}
            // A new size starts again at the first page: the old page number may not exist any more.
            onChange={(event) => onChange({ page: 1, pageSize: Number(event.currentTarget.value) })}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </chakra.select>
          <chakra.span css={select.indicator}>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </chakra.span>
        </Box>
      </HStack>
      <PageButtons
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(next) => onChange({ page: next, pageSize })}
      />
    </HStack>
  );
}
