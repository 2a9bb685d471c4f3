import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSendChangePasswordInstructions } from '@keyclub/api-client';
import { type PasswordChangeForm as PasswordChangeValues, passwordChangeFormSchema } from '@keyclub/domain';
import { FieldInput, FORM_VALIDATION, FormField } from '@keyclub/ui-kit';
import { useForm } from 'react-hook-form';
import type { PasswordPair } from './password-change-machine.ts';

/** INITIAL step: current, new and confirmed password; the server checks them and mails a code. */
export function PasswordChangeForm({
  draft,
  onSent,
}: {
  draft: PasswordPair | null;
  onSent: (passwords: PasswordPair) => void;
}) {
  const sendInstructions = useSendChangePasswordInstructions();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    ...FORM_VALIDATION,
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: {
      old_password: draft?.old_password ?? '',
      new_password: draft?.new_password ?? '',
      confirm_password: draft?.new_password ?? '',
    },
  });

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    const passwords = { old_password, new_password };
    try {
      await sendInstructions.mutateAsync(passwords);
    } catch {
      return; // The error toast is already shown (query client).
    }
    onSent(passwords);
  });

  return (
    <Stack asChild gap="4" maxW="md">
      <form onSubmit={onSubmit} noValidate>
        <FormField label="Current Password" error={errors.old_password?.message}>
          <FieldInput type="password" autoComplete="current-password" {...register('old_password')} />
        </FormField>
        <FormField label="New Password" error={errors.new_password?.message}>
          <FieldInput type="password" autoComplete="new-password" {...register('new_password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirm_password?.message}>
          <FieldInput type="password" autoComplete="new-password" {...register('confirm_password')} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting}>
          Change Password
        </Button>
      </form>
    </Stack>
  );
}
