import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/** A form laid out as a Stack; the browser's own validation bubbles are off (the schemas speak). */
export function FormStack({
  onSubmit,
  gap,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap: StackProps['gap'];
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}
