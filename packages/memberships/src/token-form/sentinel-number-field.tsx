import { chakra, HStack } from '@chakra-ui/react';
import { UNLIMITED } from '@keyclub/domain';
import { FieldInput, FormField } from '@keyclub/ui-kit';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';

type SentinelName = 'copies' | 'lockout_period' | 'expiration_duration';

const SENTINEL = String(UNLIMITED);

/**
 * A number that may be -1 (unlimited copies, no lockout, never expires): a toggle ('Unlimited',
 * 'Never') says it instead of typing -1, and hides the number while on. The form and the API keep -1;
 * turning the toggle off brings back what was typed before (else `fallback`).
 */
export function SentinelNumberField({
  name,
  label,
  toggleLabel,
  fallback,
  helper,
  disabled = false,
}: {
  name: SentinelName;
  label: string;
  toggleLabel: string;
  fallback: string;
  helper?: ReactNode;
  disabled?: boolean;
}) {
  const { register, control, getValues, setValue, formState } = useFormContext<MembershipFormValues>();
  const isSentinel = String(useWatch({ control, name })) === SENTINEL;
  const typed = useRef(fallback);
  const toggle = (on: boolean) => {
    const current = String(getValues(name));
    if (on && current !== SENTINEL && current.trim() !== '') typed.current = current;
    setValue(name, on ? SENTINEL : typed.current, {
      shouldValidate: formState.isSubmitted,
      shouldDirty: true,
    });
  };
  return (
    <FormField
      label={label}
      error={formState.errors[name]?.message}
      helper={helper}
      required
      disabled={disabled}
    >
      <HStack gap="3" minH="10">
        {isSentinel ? null : <FieldInput {...register(name)} inputMode="numeric" flex="1" minW="0" />}
        {/* A native checkbox: Chakra's Checkbox brings its state machine, ~10 kB gzip the form's
            first load cannot afford (bundle budget, docs/performance.md). */}
        <chakra.label
          display="inline-flex"
          alignItems="center"
          gap="2"
          minH="10"
          flexShrink={0}
          cursor={disabled ? 'not-allowed' : 'pointer'}
          opacity={disabled ? 0.6 : 1}
        >
          <chakra.input
            type="checkbox"
            checked={isSentinel}
            onChange={(event) => toggle(event.target.checked)}
            disabled={disabled}
            boxSize="5"
            accentColor="brand.solid"
          />
          {toggleLabel}
        </chakra.label>
      </HStack>
    </FormField>
  );
}
