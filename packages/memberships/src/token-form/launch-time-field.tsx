import { FieldInput, FormField } from '@keyclub/ui-kit';
import { useFormContext } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';

/** A coming-soon membership's launch time, typed in the viewer's own time zone, which it names. */
export default function LaunchTimeField() {
  const { register, formState } = useFormContext<MembershipFormValues>();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <FormField
      label="Launch time"
      error={formState.errors.launch_at?.message}
      helper={`Optional, in your time zone (${zone}). It goes on sale by itself then; left empty, it stays coming soon until you put it on sale from the dashboard.`}
    >
      <FieldInput type="datetime-local" {...register('launch_at')} />
    </FormField>
  );
}
