import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CuratedMembership, CurationFlag } from '@keyclub/domain';
import { EmptyState } from '@keyclub/ui-kit';
import { ConsoleCard, ConsoleList } from '../console-list.tsx';
import { ConsoleSection } from '../console-section.tsx';
import { LIST_TEXTS } from './curation-texts.ts';

interface CuratedListProps {
  flag: CurationFlag;
  rows: CuratedMembership[];
  busy: boolean;
  /** The list's new order, as token ids, first shown first. */
  onOrder: (tokenIds: number[]) => void;
  onRemove: (row: CuratedMembership) => void;
}

/** Moves the row at `from` one place up (-1) or down (+1). */
const moved = (ids: number[], from: number, step: -1 | 1) => {
  const next = [...ids];
  const to = from + step;
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
};

/** One hand-made list in its order, each membership movable up and down or off the list. */
export function CuratedList({ flag, rows, busy, onOrder, onRemove }: CuratedListProps) {
  const { title, where } = LIST_TEXTS[flag];
  const ids = rows.map((row) => row.id);
  return (
    <ConsoleSection title={title} note={where}>
      {rows.length === 0 ? (
        <EmptyState
          title={`Nothing is ${title.toLowerCase()} yet`}
          description="Find a membership below to add it."
        />
      ) : (
        <ConsoleList label={`${title} in order`} ordered>
          {rows.map((row, index) => (
            <ConsoleCard key={row.id} gap="2">
              <HStack justify="space-between" align="start" gap="2">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {index + 1}. {row.title}
                  </Text>
                  <Text color="fg.muted" fontSize="sm" truncate>
                    {row.business_name}
                  </Text>
                </Stack>
                {row.status === 'ACTIVE' ? null : <Badge colorPalette="gray">{row.status}</Badge>}
              </HStack>
              <HStack gap="2" flexWrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Move ${row.title} up`}
                  disabled={busy || index === 0}
                  onClick={() => onOrder(moved(ids, index, -1))}
                >
                  Up
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Move ${row.title} down`}
                  disabled={busy || index === rows.length - 1}
                  onClick={() => onOrder(moved(ids, index, 1))}
                >
                  Down
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${row.title} from ${title}`}
                  disabled={busy}
                  onClick={() => onRemove(row)}
                >
                  Remove
                </Button>
              </HStack>
            </ConsoleCard>
          ))}
        </ConsoleList>
      )}
    </ConsoleSection>
  );
}
