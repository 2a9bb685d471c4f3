import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterMutation, useForgotPassword } from '@keyclub/api-client';
import { useAuthRole } from '@keyclub/app-shell';
import { type ForgotPasswordForm, forgotPasswordFormSchema, MESSAGES } from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import { FieldInput, FORM_VALIDATION, FormField, notify } from '@keyclub/ui-kit';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthPageTitle, BackToLoginLink } from '../auth-page-parts.tsx';
import { FormStack } from '../form-stack.tsx';

/** /auth/forgot-password: mails a reset code, then the reset form for that email. */
export function ForgotPasswordPage() {
  const role = useAuthRole();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const form = useForm({
    ...FORM_VALIDATION,
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = ({ email }: ForgotPasswordForm) =>
    afterMutation(forgotPassword.mutateAsync({ email, role_name: role }), () => {
      notify.success(MESSAGES.success.verificationCodeSent);
      navigate(authPaths.resetPassword.href(email));
    });

  return (
    <FormStack gap="5" onSubmit={form.handleSubmit(onSubmit)}>
      <AuthPageTitle title="Forgot Password">
        Enter the email of your account and we will send you a code to reset your password.
      </AuthPageTitle>
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <FieldInput type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={forgotPassword.isPending}>
        Send code
      </Button>
      <BackToLoginLink />
    </FormStack>
  );
}
