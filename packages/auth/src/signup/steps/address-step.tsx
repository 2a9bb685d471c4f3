import { signupAddressFormSchema } from '@keyclub/domain';
import { FieldInput, FormField, UsStateSelect, UsZipInput } from '@keyclub/ui-kit';
import { FormStack } from '../../form-stack.tsx';
import { useSignupForm } from '../use-signup-step.ts';
import { StepActions } from './step-actions.tsx';

export function AddressStep() {
  const { form, saveAndContinue, back } = useSignupForm('address', signupAddressFormSchema, {
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
  });
  const { errors } = form.formState;

  return (
    <FormStack gap="4" onSubmit={form.handleSubmit(() => saveAndContinue(form.getValues()))}>
      <FormField label="Address" error={errors.address1?.message}>
        <FieldInput autoComplete="address-line1" {...form.register('address1')} />
      </FormField>
      <FormField label="Address 2 (optional)" error={errors.address2?.message}>
        <FieldInput autoComplete="address-line2" {...form.register('address2')} />
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        <FieldInput autoComplete="address-level2" {...form.register('city')} />
      </FormField>
      <FormField label="State" error={errors.state?.message}>
        <UsStateSelect {...form.register('state')} />
      </FormField>
      <FormField label="Zip Code" error={errors.zip?.message}>
        <UsZipInput {...form.register('zip')} />
      </FormField>
      <StepActions back={back} submitLabel="Next" />
    </FormStack>
  );
}
