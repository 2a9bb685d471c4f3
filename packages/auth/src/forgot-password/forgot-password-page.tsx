import { Button, Heading, Link, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterMutation, useForgotPassword } from '@keyclub/api-client';
import { useAuthRole } from '@keyclub/app-shell';
import { type ForgotPasswordForm, forgotPasswordFormSchema, MESSAGES } from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import { FieldInput, FORM_VALIDATION, FormField, notify } from '@keyclub/ui-kit';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
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
      <Heading as="h1" size="lg" textAlign="center">
        Forgot Password
      </Heading>
      <Text color="fg.muted" textAlign="center">
        Enter the email of your account and we will send you a code to reset your password.
      </Text>
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <FieldInput type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={forgotPassword.isPending}>
        Send code
      </Button>
      <Link asChild justifyContent="center" color="brand.fg" fontSize="sm">
        <RouterLink to={authPaths.login.href()}>Back to Login</RouterLink>
      </Link>
    </FormStack>
  );
}
