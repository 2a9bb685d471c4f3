import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { dataAttr, FieldContext } from './field-context.ts';

export interface FormFieldProps {
  label: string;
  /** The validation message shown under the control; also marks it invalid. */
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Label (with the required mark), control, helper and error text wired together: the label is for
 * the control, which is required, disabled, invalid and described by the texts as the field is (the
 * controls of field-controls.tsx read it). Drawn with the theme's field recipe: Chakra's Field brings
 * Ark's field machinery (and textarea autosize) into every form's first load.
 */
export function FormField({
  label,
  error,
  helper,
  required = false,
  disabled = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const styles = useSlotRecipe({ key: 'field' })({});
  const invalid = error !== undefined;
  const helperTextId = helper ? `${id}-helper` : undefined;
  const errorTextId = invalid ? `${id}-error` : undefined;
  const state = dataAttr(disabled);
  return (
    <FieldContext.Provider value={{ controlId: id, helperTextId, errorTextId, invalid, required, disabled }}>
      <chakra.div
        css={styles.root}
        role="group"
        data-scope="field"
        data-part="root"
        data-disabled={state}
        data-invalid={dataAttr(invalid)}
      >
        <chakra.label
          css={styles.label}
          htmlFor={id}
          data-disabled={state}
          data-invalid={dataAttr(invalid)}
          data-required={dataAttr(required)}
        >
          {label}
          {required ? (
            <chakra.span css={styles.requiredIndicator} aria-hidden="true">
              *
            </chakra.span>
          ) : null}
        </chakra.label>
        {children}
        {helper ? (
          <chakra.span css={styles.helperText} id={helperTextId} data-disabled={state}>
            {helper}
          </chakra.span>
        ) : null}
        {invalid ? (
          <chakra.span css={styles.errorText} id={errorTextId} aria-live="polite">
            {error}
          </chakra.span>
        ) : null}
      </chakra.div>
    </FieldContext.Provider>
  );
}
