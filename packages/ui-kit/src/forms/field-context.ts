import { createContext, useContext } from 'react';

/** What a FormField tells the control inside it. */
export interface FieldState {
  /** The control's id, which the field's label is for. */
  controlId: string;
  /** The helper text's id while it is shown. */
  helperTextId: string | undefined;
  /** The error text's id while it is shown (the field is invalid). */
  errorTextId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

export const FieldContext = createContext<FieldState | null>(null);

/** The enclosing FormField's state; null outside one. */
export const useField = () => useContext(FieldContext);

/** A data attribute that is present (empty) while `on`, as the theme's `_invalid`, `_disabled`… expect. */
export const dataAttr = (on: boolean) => (on ? '' : undefined);

/**
 * The attributes a control takes from its FormField (none outside one): its id, `required`,
 * `disabled`, `aria-invalid` and the helper and error texts as its description. A prop the caller
 * sets (not undefined) wins over the field's.
 */
export function useFieldControlProps<Props extends object>(props: Props): Props {
  const field = useField();
  const defined = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  if (!field) return props;
  const describedBy = [field.helperTextId, field.errorTextId].filter(Boolean).join(' ');
  return {
    id: field.controlId,
    required: field.required,
    disabled: field.disabled,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': describedBy || undefined,
    'aria-errormessage': field.errorTextId,
    'data-invalid': dataAttr(field.invalid),
    'data-required': dataAttr(field.required),
    ...defined,
  } as Props;
}
