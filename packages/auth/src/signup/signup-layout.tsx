import { Heading, Stack, Text } from '@chakra-ui/react';
import { useAuthRole } from '@keyclub/app-shell';
import { SIGNUP_STEPS, type SignupStep } from '@keyclub/domain';
import { useEffect } from 'react';
import { Navigate, Outlet, useMatches, useSearchParams } from 'react-router';
import { type SignupScreen, signupRedirect } from './signup-progress.ts';
import { useSignupStore } from './signup-store.ts';

/** Route handle naming the wizard screen a child route shows. */
export interface SignupHandle {
  signupScreen: SignupScreen;
}

const isSignupHandle = (handle: unknown): handle is SignupHandle =>
  typeof handle === 'object' && handle !== null && 'signupScreen' in handle;

/** /auth/signup: keeps the wizard on a step whose earlier steps are done, and shows where the user is. */
export function SignupLayout() {
  const role = useAuthRole();
  const match = useMatches().findLast((candidate) => isSignupHandle(candidate.handle));
  const screen = isSignupHandle(match?.handle) ? match.handle.signupScreen : 'account';
  const values = useSignupStore((state) => state.values);
  const secrets = useSignupStore((state) => state.secrets);
  const submitted = useSignupStore((state) => state.submitted);
  const [searchParams] = useSearchParams();
  const returnUrl = searchParams.get('returnUrl');

  useEffect(() => {
    if (returnUrl) useSignupStore.getState().setReturnUrl(returnUrl);
  }, [returnUrl]);

  const redirect = signupRedirect(role, screen, { values, secrets, submitted });
  const steps: readonly string[] = SIGNUP_STEPS[role];
  const hasProgress = Object.keys(values).length > 0;
  useEffect(() => {
    const store = useSignupStore.getState();
    // A reload forgets the password: the wizard goes back for it, and then on to this step.
    if (redirect && hasProgress && steps.includes(screen)) store.setResumeAt(screen as SignupStep);
    else if (!redirect && store.resumeAt === screen) store.setResumeAt(null);
  }, [redirect, hasProgress, steps, screen]);
  if (redirect) return <Navigate replace to={redirect} />;

  return (
    <Stack gap="5">
      <Stack gap="1" textAlign="center">
        <Heading as="h1" size="lg">
          Sign Up
        </Heading>
        {screen !== 'success' ? (
          <Text fontSize="sm" color="fg.muted">
            Step {steps.indexOf(screen) + 1} of {steps.length}
          </Text>
        ) : null}
      </Stack>
      <Outlet />
    </Stack>
  );
}
