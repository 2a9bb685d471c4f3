import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateBusinessProfile } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import {
  type Business,
  type BusinessProfileWithImagesForm,
  type BusinessProfileWithImagesFormInput,
  businessLinksOf,
  businessProfileWithImagesFormSchema,
  MESSAGES,
  SOCIAL_LINKS,
  type User,
} from '@keyclub/domain';
import {
  FieldInput,
  FieldTextarea,
  FORM_VALIDATION,
  FormField,
  ImageInput,
  notify,
  UsStateSelect,
} from '@keyclub/ui-kit';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';

type BusinessProfileInput = BusinessProfileWithImagesFormInput;
type BusinessProfileValues = BusinessProfileWithImagesForm;

/** Every field of the business, including those this form does not show, so saving keeps them. */
const businessProfileDefaults = (business: Business): DefaultValues<BusinessProfileInput> => ({
  name: business.name,
  description: business.description,
  city: business.city,
  state: business.state,
  ...businessLinksOf(business),
  logo: business.logo ?? undefined,
  cover: business.cover ?? undefined,
});

/** The two images, each shown from its stored URL until a new file is picked. */
const IMAGE_FIELDS = [
  { name: 'logo', label: 'Profile Image', previewAlt: 'Business logo', aspectRatio: undefined },
  { name: 'cover', label: 'Cover Image', previewAlt: 'Business cover', aspectRatio: 16 / 9 },
] as const;

/** A newly chosen image is a File; the stored one is its `{ url }`, which is not sent again. */
const newFile = (value: BusinessProfileValues['logo']) => (value instanceof File ? value : undefined);

/** Settings > Profile (business users): the business profile form of SPEC section 5. */
export function BusinessProfileForm({ business }: { business: Business }) {
  const setSession = useAuthStore((state) => state.setSession);
  const update = useUpdateBusinessProfile();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BusinessProfileInput, unknown, BusinessProfileValues>({
    ...FORM_VALIDATION,
    resolver: zodResolver(businessProfileWithImagesFormSchema),
    defaultValues: businessProfileDefaults(business),
  });

  const onSubmit = handleSubmit(async ({ logo, cover, ...profile }) => {
    let updated: User;
    try {
      updated = await update.mutateAsync({ profile, logo: newFile(logo), cover: newFile(cover) });
    } catch {
      return; // The error toast is already shown (query client).
    }
    setSession(updated);
    if (updated.business) reset(businessProfileDefaults(updated.business));
    notify.success(MESSAGES.success.businessProfileUpdated);
  });

  return (
    <Stack asChild gap="5" maxW="2xl">
      <form onSubmit={onSubmit} noValidate>
        <FormField label="Business Name" error={errors.name?.message}>
          <FieldInput autoComplete="organization" {...register('name')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <FieldTextarea rows={5} {...register('description')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="City" error={errors.city?.message}>
            <FieldInput {...register('city')} />
          </FormField>
          <FormField label="State" error={errors.state?.message}>
            <Controller
              control={control}
              name="state"
              render={({ field }) => <UsStateSelect {...field} value={field.value ?? ''} />}
            />
          </FormField>
          {SOCIAL_LINKS.map(({ name, label }) => (
            <FormField key={name} label={`${label} (optional)`} error={errors[name]?.message}>
              <FieldInput inputMode="url" placeholder="example.com" {...register(name)} />
            </FormField>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {IMAGE_FIELDS.map(({ name, label, previewAlt, aspectRatio }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <ImageInput
                  label={label}
                  previewAlt={previewAlt}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  aspectRatio={aspectRatio}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting}>
          Save Profile
        </Button>
      </form>
    </Stack>
  );
}
