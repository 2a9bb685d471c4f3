import type { ComponentProps } from 'react';
import { FieldInput } from './field-controls.tsx';
import { maskUsPhone } from './us-phone-mask.ts';

type UsPhoneInputProps = Omit<ComponentProps<typeof FieldInput>, 'value' | 'onChange'> & {
  value: string;
  onChange: (masked: string) => void;
};

/** A phone input that keeps its text in the +1 (999) 999 9999 mask while typing or pasting. */
export function UsPhoneInput({ value, onChange, ...rest }: UsPhoneInputProps) {
  return (
    <FieldInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+1 (999) 999 9999"
      {...rest}
      value={value}
      onChange={(event) => onChange(maskUsPhone(event.target.value))}
    />
  );
}
