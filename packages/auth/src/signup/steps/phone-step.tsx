import { signupPhoneFormSchema, VALIDATION_MESSAGES } from '@keyclub/domain';
import { FormField, UsPhoneInput } from '@keyclub/ui-kit';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormStack } from '../../form-stack.tsx';
import { useAvailabilityCheck } from '../use-availability-check.ts';
import { useSignupForm } from '../use-signup-step.ts';
import { StepActions } from './step-actions.tsx';

/** Phone in the +1 (999) 999 9999 mask; a number already used by an account is refused. */
export function PhoneStep() {
  const { form, saveAndContinue, back } = useSignupForm('phone', signupPhoneFormSchema, { phone_number: '' });
  const isAvailable = useAvailabilityCheck();
  const [checking, setChecking] = useState(false);

  const onSubmit = async ({ phone_number }: { phone_number: string }) => {
    setChecking(true);
    const available = await isAvailable('phone_number', phone_number);
    setChecking(false);
    if (!available) {
      form.setError('phone_number', { type: 'taken', message: VALIDATION_MESSAGES.phoneTaken });
      return;
    }
    saveAndContinue(form.getValues());
  };

  return (
    <FormStack gap="4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="Phone Number" error={form.formState.errors.phone_number?.message}>
        <Controller
          control={form.control}
          name="phone_number"
          render={({ field }) => (
            <UsPhoneInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <StepActions back={back} submitLabel="Next" loading={checking} />
    </FormStack>
  );
}
