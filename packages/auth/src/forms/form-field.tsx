import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** The field's validation message; also marks the control invalid. */
  error?: string | undefined;
  helperText?: ReactNode;
  children: ReactNode;
}

/** Label, control and error text wired together (Field.Root gives the control its label and aria). */
export function FormField({ label, error, helperText, children }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
