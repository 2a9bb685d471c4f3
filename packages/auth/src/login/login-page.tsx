import { Button, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { afterMutation, useLogin } from '@keyclub/api-client';
import { useAuthRole } from '@keyclub/app-shell';
import { useAuthStore } from '@keyclub/app-state';
import { type LoginForm, signsInThrough } from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import { FieldInput, FORM_VALIDATION, FormField, onDemandResolver } from '@keyclub/ui-kit';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormStack } from '../form-stack.tsx';
import { loginTarget } from '../return-url.ts';
import { useForgetLeftSession } from '../session/leave-session.ts';

const validation = onDemandResolver(() => import('./login-form-resolver.ts'));

const BUSINESS_LOGIN_LINE = 'For businesses: log in to sell and manage your memberships.';

/**
 * /auth/login (SPEC sections 2 and 4). Failures show the server's message through the global toast.
 * A user already logged in to this app goes on to where a login would lead, unless this visit is the
 * logout (or account deletion) that is still clearing their session.
 */
export function LoginPage() {
  const leavingSession = useForgetLeftSession();
  const role = useAuthRole();
  // Operators sign in to the business build too (issue 35).
  const loggedInHere = useAuthStore(
    (state) => state.user !== null && signsInThrough(role, state.user.role_name),
  );
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const returnUrl = searchParams.get('returnUrl') ?? undefined;
  const login = useLogin();
  const form = useForm({
    ...FORM_VALIDATION,
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  if (loggedInHere && !leavingSession) return <Navigate replace to={loginTarget(returnUrl, pathname)} />;

  const onSubmit = (values: LoginForm) =>
    afterMutation(login.mutateAsync({ ...values, role_name: role }), ({ user, accessToken }) => {
      const { setPendingUser, setSession } = useAuthStore.getState();
      if (user.status === 'PENDING' && !user.is_email_verified) {
        setPendingUser(user);
        navigate(authPaths.verification.href({ returnUrl }));
        return;
      }
      // Logged in, the page re-renders into the redirect above.
      setSession(user, accessToken ?? undefined);
    });

  return (
    <FormStack gap="5" onSubmit={form.handleSubmit(onSubmit)} onFocus={validation.prepare}>
      <Heading as="h1" size="lg" textAlign="center">
        Login
      </Heading>
      {/* Both apps' logins look alike: the business one says whose it is (issue 36 item 10). */}
      {role === 'BUSINESS' ? (
        <Text color="fg.muted" textAlign="center" mt="-2">
          {BUSINESS_LOGIN_LINE}
        </Text>
      ) : null}
      <FormField label="Email" error={errors.email?.message}>
        <FieldInput type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <FieldInput type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <HStack justify="flex-end">
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={authPaths.forgotPassword.href()}>Forgot password?</RouterLink>
        </Link>
      </HStack>
      <Button type="submit" colorPalette="brand" loading={login.isPending}>
        Login
      </Button>
      <Text fontSize="sm" textAlign="center">
        Don't have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={authPaths.signup.href({ returnUrl })}>Sign up</RouterLink>
        </Link>
      </Text>
    </FormStack>
  );
}
