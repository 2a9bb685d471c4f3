import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterMutation, useResetPassword } from '@keyclub/api-client';
import { MESSAGES, type ResetPasswordForm, resetPasswordFormSchema } from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import { FieldInput, FORM_VALIDATION, FormField, notify } from '@keyclub/ui-kit';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AuthPageTitle, BackToLoginLink, CodeInput } from '../auth-page-parts.tsx';
import { FormStack } from '../form-stack.tsx';

/** /auth/reset-password/{email}: the mailed code and the new password twice; no email goes to login. */
export function ResetPasswordPage() {
  const { email } = useParams();
  if (!email) return <Navigate replace to={authPaths.login.href()} />;
  return <ResetPasswordFields email={email} />;
}

function ResetPasswordFields({ email }: { email: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({
    ...FORM_VALIDATION,
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { code: '', password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = ({ code, password }: ResetPasswordForm) =>
    afterMutation(resetPassword.mutateAsync({ email, code, password }), () => {
      notify.success(MESSAGES.success.passwordUpdated);
      navigate(authPaths.login.href(), { replace: true });
    });

  return (
    <FormStack gap="5" onSubmit={form.handleSubmit(onSubmit)}>
      <AuthPageTitle title="Reset Password">
        Enter the code we sent to {email} and choose a new password.
      </AuthPageTitle>
      <FormField label="Code" error={errors.code?.message}>
        <CodeInput {...form.register('code')} />
      </FormField>
      <FormField label="New Password" error={errors.password?.message}>
        <FieldInput type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirm_password?.message}>
        <FieldInput type="password" autoComplete="new-password" {...form.register('confirm_password')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={resetPassword.isPending}>
        Reset Password
      </Button>
      <BackToLoginLink />
    </FormStack>
  );
}
