import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The label of the enclosing `Field.Root`, with the required mark when that field is required. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return (
    <Field.Label>
      {children}
      <Field.RequiredIndicator />
    </Field.Label>
  );
}
