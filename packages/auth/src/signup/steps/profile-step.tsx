import { businessProfileWithImagesFormSchema, SOCIAL_LINKS } from '@keyclub/domain';
import { FieldInput, FieldTextarea, FormField, ImageInput, UsStateSelect } from '@keyclub/ui-kit';
import { Controller } from 'react-hook-form';
import { FormStack } from '../../form-stack.tsx';
import { useSignupForm } from '../use-signup-step.ts';
import { StepActions } from './step-actions.tsx';

/** Business only: the business profile with logo and cover; links are sent with an https:// prefix. */
export function ProfileStep() {
  // The picked files are validated as images by the schema; the form keeps them as File objects.
  const { form, saveAndContinue, back } = useSignupForm('profile', businessProfileWithImagesFormSchema, {
    name: '',
    description: '',
    city: '',
    state: '',
    website: '',
    facebook: '',
    twitter: '',
    instagram: '',
  });
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
