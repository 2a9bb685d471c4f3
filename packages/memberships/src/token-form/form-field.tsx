import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** The validation message shown under the input. */
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A labelled input with its validation message underneath (the label is tied to the input). */
export function FormField({ label, error, helper, required, disabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
