import { HStack, Stack, type StackProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A console list (the curated lists in order, the rest not): its items are ConsoleCards. */
export function ConsoleList({
  label,
  ordered = false,
  children,
}: {
  label: string;
  ordered?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack as={ordered ? 'ol' : 'ul'} gap="2" aria-label={label} listStyleType="none" m="0" p="0">
      {children}
    </Stack>
  );
}

/** One item of a console list, drawn as a bordered card. */
export function ConsoleCard({ gap = '1', children }: { gap?: StackProps['gap']; children: ReactNode }) {
  return (
    <Stack as="li" borderWidth="1px" rounded="md" p="3" gap={gap}>
      {children}
    </Stack>
  );
}

/** A console card's first line: what the item is, and its state as a badge at the end of the line. */
export function ConsoleCardTitle({ title, badge }: { title: ReactNode; badge: ReactNode }) {
  return (
    <HStack justify="space-between" gap="2" flexWrap="wrap">
      <Text fontWeight="semibold" truncate>
        {title}
      </Text>
      {badge}
    </HStack>
  );
}
