import { Button, Heading, Link, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterMutation, useResetPassword } from '@keyclub/api-client';
import {
  MESSAGES,
  type ResetPasswordForm,
  resetPasswordFormSchema,
  VERIFICATION_CODE_LENGTH,
} from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import { FieldInput, FORM_VALIDATION, FormField, notify } from '@keyclub/ui-kit';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
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
      <Heading as="h1" size="lg" textAlign="center">
        Reset Password
      </Heading>
      <Text color="fg.muted" textAlign="center">
        Enter the code we sent to {email} and choose a new password.
      </Text>
      <FormField label="Code" error={errors.code?.message}>
        <FieldInput
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          {...form.register('code')}
        />
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
      <Link asChild justifyContent="center" color="brand.fg" fontSize="sm">
        <RouterLink to={authPaths.login.href()}>Back to Login</RouterLink>
      </Link>
    </FormStack>
  );
}
