import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { maskEmail } from '@keyclub/domain';
import { useReducer } from 'react';
import { PasswordChangeCodeForm } from './password-change-code-form.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { initialPasswordChangeState, passwordChangeReducer } from './password-change-machine.ts';

/** Settings > Security: the password change of SPEC section 4, one step at a time. */
export function PasswordChange({ email }: { email: string }) {
  const [state, dispatch] = useReducer(passwordChangeReducer, initialPasswordChangeState);
  return (
    <Stack as="section" aria-labelledby="password-change-heading" gap="4">
      <Heading as="h2" id="password-change-heading" size="lg">
        Change Password
      </Heading>
      {state.step === 'INITIAL' ? (
        <PasswordChangeForm
          draft={state.draft}
          onSent={(passwords) => dispatch({ type: 'INSTRUCTIONS_SENT', passwords })}
        />
      ) : state.step === 'SUBMITTED' ? (
        <Stack gap="4" maxW="md">
          <Text>
            We sent a verification code to <strong>{maskEmail(email)}</strong>. Continue to enter it and
            confirm your new password.
          </Text>
          <HStack gap="3">
            <Button onClick={() => dispatch({ type: 'CONTINUE' })}>Continue</Button>
            <Button variant="ghost" onClick={() => dispatch({ type: 'BACK' })}>
              Back
            </Button>
          </HStack>
        </Stack>
      ) : (
        <PasswordChangeCodeForm
          email={email}
          passwords={state.passwords}
          onBack={() => dispatch({ type: 'BACK' })}
          onChanged={() => dispatch({ type: 'CHANGED' })}
        />
      )}
    </Stack>
  );
}
