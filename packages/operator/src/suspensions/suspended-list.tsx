import { Button, HStack, Text } from '@chakra-ui/react';
import { formatDateTime, type Suspended } from '@keyclub/domain';
import { EmptyState } from '@keyclub/ui-kit';
import { ConsoleCard, ConsoleList } from '../console-list.tsx';
import { ConsoleSection } from '../console-section.tsx';

interface SuspendedListProps {
  title: string;
  rows: Suspended[];
  busy: boolean;
  onRestore: (row: Suspended) => void;
}

/** What is suspended now, each with why, since when, and Restore. */
export function SuspendedList({ title, rows, busy, onRestore }: SuspendedListProps) {
  return (
    <ConsoleSection title={title}>
      {rows.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()}`} description="Nothing here is suspended now." />
      ) : (
        <ConsoleList label={title}>
          {rows.map((row) => (
            <ConsoleCard key={row.id}>
              <Text fontWeight="semibold" truncate>
                {row.name}
              </Text>
              {row.business_name ? (
                <Text color="fg.muted" fontSize="sm" truncate>
                  {row.business_name}
                </Text>
              ) : null}
              <Text>“{row.reason}”</Text>
              <HStack justify="space-between" gap="2" flexWrap="wrap">
                <Text color="fg.muted" fontSize="sm">
                  Since <time dateTime={row.suspended_at}>{formatDateTime(row.suspended_at)}</time>
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Restore ${row.name}`}
                  disabled={busy}
                  onClick={() => onRestore(row)}
                >
                  Restore
                </Button>
              </HStack>
            </ConsoleCard>
          ))}
        </ConsoleList>
      )}
    </ConsoleSection>
  );
}
