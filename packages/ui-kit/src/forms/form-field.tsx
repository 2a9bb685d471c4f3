import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldLabel } from './field-label.tsx';

export interface FormFieldProps {
  label: string;
  /** The validation message shown under the control; also marks it invalid. */
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, control, helper and error text wired together (Field.Root gives the control its label and aria). */
export function FormField({ label, error, helper, required, disabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <FieldLabel>{label}</FieldLabel>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
