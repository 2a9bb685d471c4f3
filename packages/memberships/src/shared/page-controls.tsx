import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZE_OPTIONS } from '@keyclub/domain';
import { PageButtons } from '@keyclub/ui-kit';
import { useId } from 'react';

interface PageControlsProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (next: { page: number; pageSize: number }) => void;
}

/** Page size (SPEC section 9 options) and page buttons under a paged list; hidden when one page holds all. */
export function PageControls({ page, pageSize, total, onChange }: PageControlsProps) {
  const sizeId = useId();
  if (total <= PAGE_SIZE_OPTIONS[0]) return null;
  return (
    <HStack justify="space-between" wrap="wrap" gap="4">
      <HStack gap="2">
        <Text asChild color="fg.muted" textStyle="sm">
          <label htmlFor={sizeId}>Per page</label>
        </Text>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field
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
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
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
