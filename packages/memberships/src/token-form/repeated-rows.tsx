import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface RepeatedRowsProps {
  title: string;
  count: number;
  max: number;
  /** Said beside Add once `max` rows are there. */
  maxMessage: string;
  addLabel: string;
  onAdd: () => void;
  /** The rows (RowCards), or null while their components load. */
  children: ReactNode;
}

/** A list of rows the form adds and removes (perks, reservations), up to `max`, with Add under it. */
export function RepeatedRows({
  title,
  count,
  max,
  maxMessage,
  addLabel,
  onAdd,
  children,
}: RepeatedRowsProps) {
  const full = count >= max;
  return (
    <Stack gap="3">
      <Text fontWeight="medium">{title}</Text>
      {count > 0 && children ? (
        <Stack as="ol" gap="3" listStyleType="none" p="0" m="0">
          {children}
        </Stack>
      ) : null}
      <HStack gap="3">
        <Button variant="outline" size="sm" onClick={onAdd} disabled={full}>
          {addLabel}
        </Button>
        {full ? (
          <Text textStyle="xs" color="fg.muted">
            {maxMessage}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}
