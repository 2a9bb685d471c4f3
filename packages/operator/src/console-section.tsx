import { Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface ConsoleSectionProps {
  title: string;
  /** A line under the h2 saying where the section shows (a curated list's place on the marketplace). */
  note?: string;
  children: ReactNode;
}

/** A part of a console page under its h2, the section named by it. */
export function ConsoleSection({ title, note, children }: ConsoleSectionProps) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Stack gap="0">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {note ? (
          <Text color="fg.muted" fontSize="sm">
            {note}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
