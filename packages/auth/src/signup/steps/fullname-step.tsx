import { zodResolver } from '@hookform/resolvers/zod';
import { signupFullnameFormSchema } from '@keyclub/domain';
import { FieldInput, FORM_VALIDATION, FormField } from '@keyclub/ui-kit';
import { useForm } from 'react-hook-form';
import { FormStack } from '../../form-stack.tsx';
import { useSignupDraft, useSignupStep } from '../use-signup-step.ts';
import { StepActions } from './step-actions.tsx';

export function FullnameStep() {
  const { saved, saveAndContinue, back } = useSignupStep('fullname');
  const form = useForm({
    ...FORM_VALIDATION,
    resolver: zodResolver(signupFullnameFormSchema),
    defaultValues: { first_name: '', last_name: '', ...saved },
  });
  useSignupDraft('fullname', form.watch);
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
