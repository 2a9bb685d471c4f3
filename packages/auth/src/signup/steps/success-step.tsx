import { Button, Stack, Text } from '@chakra-ui/react';
import { authPaths } from '@keyclub/domain/paths';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSignupStore } from '../signup-store.ts';

/** After the signup: the account waits for its email to be verified, which starts at login. */
export function SuccessStep() {
  const returnUrl = useSignupStore((state) => state.returnUrl) ?? undefined;
  useEffect(() => useSignupStore.getState().clearProgress(), []);
  return (
    <Stack gap="5" textAlign="center">
      <Text fontSize="lg" fontWeight="semibold">
        Your account has been created.
      </Text>
      <Text color="fg.muted">
        We sent a verification code to your email. Log in to verify your account and get started.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={authPaths.login.href({ returnUrl })}>Go to Login</RouterLink>
      </Button>
    </Stack>
  );
}
