import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/** A form laid out as a Stack; the browser's own validation bubbles are off (the schemas speak). */
export function FormStack({
  onSubmit,
  onFocus,
  gap,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The focus reached a field or button of the form (it bubbles up from them). */
  onFocus?: () => void;
  gap: StackProps['gap'];
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate>
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}
