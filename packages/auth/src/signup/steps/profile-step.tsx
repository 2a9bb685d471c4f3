import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BusinessProfileFormInput,
  businessProfileWithImagesFormSchema,
  SOCIAL_LINKS,
} from '@keyclub/domain';
import {
  FieldInput,
  FieldTextarea,
  FORM_VALIDATION,
  FormField,
  ImageInput,
  UsStateSelect,
} from '@keyclub/ui-kit';
import { Controller, useForm } from 'react-hook-form';
import { FormStack } from '../../form-stack.tsx';
import { useSignupDraft, useSignupStep } from '../use-signup-step.ts';
import { StepActions } from './step-actions.tsx';

type ProfileStepInput = BusinessProfileFormInput & { logo?: File; cover?: File };

/** Business only: the business profile with logo and cover; links are sent with an https:// prefix. */
export function ProfileStep() {
  const { saved, saveAndContinue, back } = useSignupStep('profile');
  const form = useForm<ProfileStepInput>({
    ...FORM_VALIDATION,
    // The picked files are validated as images by the schema; the form keeps them as File objects.
    resolver: zodResolver(businessProfileWithImagesFormSchema) as never,
    defaultValues: {
      name: '',
      description: '',
      city: '',
      state: '',
      website: '',
      facebook: '',
      twitter: '',
      instagram: '',
      ...(saved as Partial<ProfileStepInput>),
    },
  });
  useSignupDraft('profile', form.watch);
  const { errors } = form.formState;

  return (
    <FormStack gap="4" onSubmit={form.handleSubmit(() => saveAndContinue(form.getValues()))}>
      <FormField label="Business Name" error={errors.name?.message}>
        <FieldInput autoComplete="organization" {...form.register('name')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <FieldTextarea rows={4} {...form.register('description')} />
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        <FieldInput {...form.register('city')} />
      </FormField>
      <FormField label="State" error={errors.state?.message}>
        <UsStateSelect {...form.register('state')} />
      </FormField>
      {SOCIAL_LINKS.map(({ name, label }) => (
        <FormField key={name} label={`${label} (optional)`} error={errors[name]?.message}>
          <FieldInput type="url" placeholder="example.com" {...form.register(name)} />
        </FormField>
      ))}
      {(['logo', 'cover'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <ImageInput
              label={name === 'logo' ? 'Profile Image' : 'Cover Image'}
              value={field.value}
              aspectRatio={name === 'cover' ? 16 / 9 : 1}
              onChange={(file) => form.setValue(name, file, { shouldValidate: true })}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
      <StepActions back={back} submitLabel="Next" />
    </FormStack>
  );
}
