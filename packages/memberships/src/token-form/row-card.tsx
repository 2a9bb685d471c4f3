import { Button, Card, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One row of a RepeatedRows list: its fields, then its Remove button. */
export function RowCard({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        {children}
        <HStack justify="flex-end">
          <Button variant="ghost" size="sm" colorPalette="red" onClick={onRemove}>
            {removeLabel}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
