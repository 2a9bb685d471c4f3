import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { availabilityQueryOptions, useUpdateMe } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import {
  formatUsPhone,
  MESSAGES,
  type ProfileFormInput,
  type ProfileForm as ProfileFormValues,
  profileFormSchema,
  type User,
  VALIDATION_MESSAGES,
} from '@keyclub/domain';
import {
  FieldInput,
  FORM_VALIDATION,
  FormField,
  notify,
  UsPhoneInput,
  UsStateSelect,
  UsZipInput,
} from '@keyclub/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';

const profileDefaults = (user: User): DefaultValues<ProfileFormInput> => ({
  first_name: user.first_name,
  last_name: user.last_name,
  address1: user.address1,
  address2: user.address2 ?? '',
  city: user.city,
  state: user.state ?? undefined,
  zip: user.zip,
  phone_number: formatUsPhone(user.phone_number),
});

/** Settings > General: the profile form (SPEC section 5); username and email are shown, not editable. */
export function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const setSession = useAuthStore((state) => state.setSession);
  const updateMe = useUpdateMe();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    ...FORM_VALIDATION,
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileDefaults(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Uniqueness is checked only for a changed number: the user's own number is "taken" by them.
      if (values.phone_number !== user.phone_number) {
        const available = await queryClient.fetchQuery(
          availabilityQueryOptions('phone_number', values.phone_number),
        );
        if (!available) {
          setError('phone_number', { message: VALIDATION_MESSAGES.phoneTaken }, { shouldFocus: true });
          return;
        }
      }
      const updated = await updateMe.mutateAsync(values);
      setSession(updated);
      reset(profileDefaults(updated));
      notify.success(MESSAGES.success.profileUpdated);
    } catch {
      // The failed request has already shown its error toast (query client).
    }
  });

  return (
    <Stack asChild gap="5" maxW="2xl">
      <form onSubmit={onSubmit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="First Name" error={errors.first_name?.message}>
            <FieldInput autoComplete="given-name" {...register('first_name')} />
          </FormField>
          <FormField label="Last Name" error={errors.last_name?.message}>
            <FieldInput autoComplete="family-name" {...register('last_name')} />
          </FormField>
          <FormField label="Username" helper="Your username cannot be changed.">
            <FieldInput value={user.username} disabled readOnly />
          </FormField>
          <FormField label="Email" helper="Your email cannot be changed.">
            <FieldInput type="email" value={user.email} disabled readOnly />
          </FormField>
          <FormField label="Phone Number" error={errors.phone_number?.message}>
            <Controller
              control={control}
              name="phone_number"
              render={({ field }) => (
                <UsPhoneInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
        </SimpleGrid>
        <FormField label="Address Line 1" error={errors.address1?.message}>
          <FieldInput autoComplete="address-line1" {...register('address1')} />
        </FormField>
        <FormField label="Address Line 2 (optional)" error={errors.address2?.message}>
          <FieldInput autoComplete="address-line2" {...register('address2')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="City" error={errors.city?.message}>
            <FieldInput autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField label="State" error={errors.state?.message}>
            <Controller
              control={control}
              name="state"
              render={({ field }) => <UsStateSelect {...field} value={field.value ?? ''} />}
            />
          </FormField>
          <FormField label="Zip Code" error={errors.zip?.message}>
            <UsZipInput {...register('zip')} />
          </FormField>
        </SimpleGrid>
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting}>
          Save Changes
        </Button>
      </form>
    </Stack>
  );
}
