import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterMutation, useResendVerificationCode, useVerify } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import {
  MESSAGES,
  maskEmail,
  type User,
  VERIFICATION_CODE_LENGTH,
  verificationFormSchema,
} from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import { FORM_VALIDATION, notify } from '@keyclub/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthPageTitle, BackToLoginLink, CodeInput } from '../auth-page-parts.tsx';
import { FormStack } from '../form-stack.tsx';
import { loginTarget } from '../return-url.ts';

/** /auth/verification (SPEC section 2): the pending user's mailed code; success logs in automatically. */
export function VerificationPage() {
  // Read once: the successful verification clears it, and that must not redirect to login.
  const [pendingUser] = useState(() => useAuthStore.getState().pendingUser);
  if (!pendingUser) return <Navigate replace to={authPaths.login.href()} />;
  return <VerificationForm pendingUser={pendingUser} />;
}

function VerificationForm({ pendingUser }: { pendingUser: User }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const form = useForm({
    ...FORM_VALIDATION,
    resolver: zodResolver(verificationFormSchema),
    defaultValues: { code: '' },
  });
  const codeField = form.register('code');
  const verify = useVerify();
  const resend = useResendVerificationCode();
  // Verify is enabled once the code has its digits; the field takes digits only.
  const complete = verificationFormSchema.safeParse({ code: form.watch('code') }).success;

  const onVerify = ({ code }: { code: string }) =>
    afterMutation(
      verify.mutateAsync({ key: 'email', value: pendingUser.email, code }),
      ({ user, accessToken }) => {
        useAuthStore.getState().setSession(user, accessToken ?? undefined);
        notify.success(MESSAGES.success.accountVerified);
        navigate(loginTarget(searchParams.get('returnUrl'), pathname), { replace: true });
      },
    );

  const onResend = () =>
    afterMutation(resend.mutateAsync({ email: pendingUser.email }), () =>
      notify.success(MESSAGES.success.verificationCodeSent),
    );

  return (
    <FormStack gap="5" onSubmit={form.handleSubmit(onVerify)}>
      <AuthPageTitle title="Verify your email">
        Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to {maskEmail(pendingUser.email)}
      </AuthPageTitle>
      <CodeInput
        aria-label="Verification code"
        textAlign="center"
        letterSpacing="0.5em"
        fontSize="xl"
        {...codeField}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
          return codeField.onChange(event);
        }}
      />
      <Button type="submit" colorPalette="brand" disabled={!complete} loading={verify.isPending}>
        Verify
      </Button>
      <Button variant="outline" onClick={onResend} loading={resend.isPending}>
        Resend code
      </Button>
      <BackToLoginLink />
    </FormStack>
  );
}
