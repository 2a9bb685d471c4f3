import { DURATION_UNIT_NAMES, DURATION_UNITS, UNLIMITED } from '@keyclub/domain';
import { FieldSelect, FormField } from '@keyclub/ui-kit';
import { useFormContext, useWatch } from 'react-hook-form';
import { durationHint } from './duration-hint.ts';
import type { MembershipFormValues } from './membership-form-values.ts';
import { SentinelNumberField } from './sentinel-number-field.tsx';

/**
 * A duration of the membership (its lockout, its expiration): the number, which a toggle may set to -1 (none, never),
 * with the whole days it makes under it, then its unit, disabled while the toggle is on.
 */
export function DurationField({
  name,
  label,
  toggleLabel,
  fallback,
}: {
  name: 'lockout_period' | 'expiration_duration';
  label: string;
  toggleLabel: string;
  fallback: string;
}) {
  const unitName = `${name}_type` as const;
  const { register, control, formState } = useFormContext<MembershipFormValues>();
  const [value, unit] = useWatch({ control, name: [name, unitName] });
  return (
    <>
      <SentinelNumberField
        name={name}
        label={label}
        toggleLabel={toggleLabel}
        fallback={fallback}
        helper={durationHint(String(value), unit)}
      />
      <FormField
        label={`${label} Unit`}
        error={formState.errors[unitName]?.message}
        required
        disabled={String(value) === String(UNLIMITED)}
      >
        <FieldSelect {...register(unitName)}>
          {DURATION_UNITS.map((option) => (
            <option key={option} value={option}>
              {DURATION_UNIT_NAMES[option].plural}
            </option>
          ))}
        </FieldSelect>
      </FormField>
    </>
  );
}
