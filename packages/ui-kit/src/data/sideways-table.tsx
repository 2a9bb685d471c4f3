import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its own region, so a long cell never widens a 390 px page;
 * the region is focusable and named, so it scrolls by keyboard too (axe: scrollable-region-focusable).
 * `stale` dims it while the next page loads.
 */
export function SidewaysTable({
  label,
  stale,
  children,
}: {
  label: string;
  stale: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      borderWidth="1px"
      rounded="md"
      opacity={stale ? 0.6 : 1}
    >
      <Table.Root size="sm" aria-label={label} aria-busy={stale}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
