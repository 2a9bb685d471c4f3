import { ButtonGroup, chakra, IconButton } from '@chakra-ui/react';
import { pageRange } from './page-range.ts';

export interface PageButtonsProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the buttons' group when a page has more than one paged list ('For resale pages'). */
  label?: string;
}

/**
 * Previous / page numbers / next under a paged list; nothing when one page holds everything. Plain
 * buttons with the labels Ark's Pagination gives ('page 3', 'last page, page 9'): its state machine
 * would load with every list page's first render for what a page range (page-range.ts) does.
 */
export function PageButtons({ page, pageSize, total, onPageChange, label }: PageButtonsProps) {
  if (total <= pageSize) return null;
  const totalPages = Math.ceil(total / pageSize);
  const go = (next: number) => {
    if (next !== page) onPageChange(next);
  };
  return (
    <chakra.nav aria-label={label ?? 'pagination'} alignSelf="center">
      <ButtonGroup variant="ghost" size="sm">
        <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => go(page - 1)}>
          ‹
        </IconButton>
        {pageRange(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <chakra.span key={`gap-${index}`} px="2" color="fg.muted">
              …
            </chakra.span>
          ) : (
            <IconButton
              key={item}
              variant={item === page ? 'outline' : 'ghost'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`${item === totalPages ? 'last page, ' : ''}page ${item}`}
              onClick={() => go(item)}
            >
              {item}
            </IconButton>
          ),
        )}
        <IconButton aria-label="Next page" disabled={page >= totalPages} onClick={() => go(page + 1)}>
          ›
        </IconButton>
      </ButtonGroup>
    </chakra.nav>
  );
}
