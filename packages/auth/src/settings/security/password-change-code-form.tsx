import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  afterMutation,
  useConfirmPasswordChange,
  useSendChangePasswordInstructions,
} from '@keyclub/api-client';
import { MESSAGES, maskEmail, passwordChangeCodeFormSchema, VERIFICATION_CODE_LENGTH } from '@keyclub/domain';
import { FORM_VALIDATION, FormField, notify } from '@keyclub/ui-kit';
import { useForm } from 'react-hook-form';
import { CodeInput } from '../../auth-page-parts.tsx';
import type { PasswordPair } from './password-change-machine.ts';

interface PasswordChangeCodeFormProps {
  email: string;
  passwords: PasswordPair;
  onBack: () => void;
  onChanged: () => void;
}

/** CONFIRMED step: the mailed code confirms the change; Resend mails a new one. */
export function PasswordChangeCodeForm({ email, passwords, onBack, onChanged }: PasswordChangeCodeFormProps) {
  const resend = useSendChangePasswordInstructions();
  const confirm = useConfirmPasswordChange();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({
    ...FORM_VALIDATION,
    resolver: zodResolver(passwordChangeCodeFormSchema),
    defaultValues: { code: '' },
  });
  // Confirm is enabled once the code has its 6 digits.
  const complete = passwordChangeCodeFormSchema.safeParse({ code: watch('code') }).success;

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ ...passwords, code });
    } catch {
      return; // The error toast is already shown (query client).
    }
    notify.success(MESSAGES.success.passwordUpdated);
    onChanged();
  });

  const onResend = () =>
    afterMutation(resend.mutateAsync(passwords), () => notify.success(MESSAGES.success.verificationCodeSent));

  return (
    <Stack asChild gap="4" maxW="md">
      <form onSubmit={onSubmit} noValidate>
        <Text>
          Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to <strong>{maskEmail(email)}</strong>.
        </Text>
        <FormField label="Verification Code" error={errors.code?.message}>
          <CodeInput {...register('code')} />
        </FormField>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={isSubmitting} disabled={!complete}>
            Confirm
          </Button>
          <Button variant="outline" onClick={onResend} loading={resend.isPending}>
            Resend code
          </Button>
          <Button variant="ghost" onClick={onBack} disabled={isSubmitting}>
            Back
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
