import { signupFullnameFormSchema } from '@keyclub/domain';
import { FieldInput, FormField } from '@keyclub/ui-kit';
import { FormStack } from '../../form-stack.tsx';
import { useSignupForm } from '../use-signup-step.ts';
import { StepActions } from './step-actions.tsx';

export function FullnameStep() {
  const { form, saveAndContinue, back } = useSignupForm('fullname', signupFullnameFormSchema, {
    first_name: '',
    last_name: '',
  });
  const { errors } = form.formState;

  return (
    <FormStack gap="4" onSubmit={form.handleSubmit(() => saveAndContinue(form.getValues()))}>
      <FormField label="First Name" error={errors.first_name?.message}>
        <FieldInput autoComplete="given-name" {...form.register('first_name')} />
      </FormField>
      <FormField label="Last Name" error={errors.last_name?.message}>
        <FieldInput autoComplete="family-name" {...form.register('last_name')} />
      </FormField>
      <StepActions back={back} submitLabel="Next" />
    </FormStack>
  );
}
