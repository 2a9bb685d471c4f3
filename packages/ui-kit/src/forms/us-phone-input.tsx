import { Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { maskUsPhone } from './us-phone-mask.ts';

type UsPhoneInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  onChange: (masked: string) => void;
};

/** A phone input that keeps its text in the +1 (999) 999 9999 mask while typing or pasting. */
export function UsPhoneInput({ value, onChange, ...rest }: UsPhoneInputProps) {
  return (
    <Input
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
