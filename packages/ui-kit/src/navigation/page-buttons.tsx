import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';

export interface PageButtonsProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the buttons' group when a page has more than one paged list ('For resale pages'). */
  label?: string;
}

/** Previous / page numbers / next under a paged list; nothing when one page holds everything. */
export function PageButtons({ page, pageSize, total, onPageChange, label }: PageButtonsProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination.Root
      count={total}
      pageSize={pageSize}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
      alignSelf="center"
      aria-label={label}
    >
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label="Previous page">‹</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label="Next page">›</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
