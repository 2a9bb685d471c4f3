import { ZIP_LENGTH } from '@keyclub/domain';
import type { ComponentProps } from 'react';
import { FieldInput } from './field-controls.tsx';

/** A US ZIP code input: the phone's digit keypad, the browser's postal-code autofill, 5 digits at most. */
export function UsZipInput(props: ComponentProps<typeof FieldInput>) {
  return <FieldInput inputMode="numeric" autoComplete="postal-code" maxLength={ZIP_LENGTH} {...props} />;
}
