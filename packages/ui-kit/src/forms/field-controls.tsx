import { chakra, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { LineIcon } from '../layout/line-icon.tsx';
import { dataAttr, useField, useFieldControlProps } from './field-context.ts';

// Plain controls drawn with the theme's recipes, taking their id, state and aria from the enclosing
// FormField (field-context.ts); Chakra's Input, Textarea and NativeSelect read Ark's field instead.

/** A text input (any `type`) with the theme's input look. */
export function FieldInput({ css, ...props }: ComponentProps<typeof chakra.input>) {
  const styles = useRecipe({ key: 'input' })({});
  const control = useFieldControlProps(props);
  return <chakra.input css={[styles, css]} {...control} />;
}

/** A textarea with the theme's textarea look (it keeps its `rows`; no auto-resize). */
export function FieldTextarea({ css, ...props }: ComponentProps<typeof chakra.textarea>) {
  const styles = useRecipe({ key: 'textarea' })({});
  const control = useFieldControlProps(props);
  return <chakra.textarea css={[styles, css]} {...control} />;
}

/** A native select with the theme's native-select look and its chevron. */
export function FieldSelect({ css, ...props }: ComponentProps<typeof chakra.select>) {
  const styles = useSlotRecipe({ key: 'nativeSelect' })({});
  const field = useField();
  const control = useFieldControlProps(props);
  return (
    <chakra.div css={styles.root}>
      <chakra.select css={[styles.field, css]} {...control} />
      <chakra.div
        css={styles.indicator}
        data-disabled={dataAttr(Boolean(control.disabled))}
        data-invalid={dataAttr(Boolean(field?.invalid))}
      >
        <LineIcon strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </LineIcon>
      </chakra.div>
    </chakra.div>
  );
}
