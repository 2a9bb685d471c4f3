import type { SignupStep } from '@keyclub/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthRole } from '../auth-role.tsx';
import { nextSignupScreen, previousSignupStep, signupScreenPath } from './signup-progress.ts';
import { useSignupStore } from './signup-store.ts';

/** A step's saved input (to prefill its form), and moving on (saving) or back. */
export function useSignupStep(step: SignupStep) {
  const role = useAuthRole();
  const navigate = useNavigate();
  // Read once: the form owns the values from here on.
  const [saved] = useState(() => {
    const { values, secrets } = useSignupStore.getState();
    return { ...values[step], ...secrets };
  });
  const previous = previousSignupStep(role, step);
  return {
    role,
    saved,
    saveAndContinue: (input: Record<string, unknown>) => {
      useSignupStore.getState().saveStep(step, input);
      navigate(signupScreenPath(nextSignupScreen(role, step)));
    },
    back: previous ? () => navigate(signupScreenPath(previous)) : null,
  };
}
