import { zodResolver } from '@hookform/resolvers/zod';
import { useAuthRole } from '@keyclub/app-shell';
import type { SignupStep } from '@keyclub/domain';
import { FORM_VALIDATION } from '@keyclub/ui-kit';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormWatch, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { continueSignupScreen, previousSignupStep, signupScreenPath } from './signup-progress.ts';
import { useSignupStore } from './signup-store.ts';

/** A step's saved input and draft (to prefill its form), and moving on (saving) or back. */
export function useSignupStep(step: SignupStep) {
  const role = useAuthRole();
  const navigate = useNavigate();
  // Read once: the form owns the values from here on.
  const [saved] = useState(() => {
    const { values, drafts, secrets } = useSignupStore.getState();
    return { ...values[step], ...drafts[step], ...secrets };
  });
  const previous = previousSignupStep(role, step);
  return {
    role,
    saved,
    saveAndContinue: (input: Record<string, unknown>) => {
      const store = useSignupStore.getState();
      store.saveStep(step, input);
      navigate(signupScreenPath(continueSignupScreen(role, step, store.resumeAt)));
    },
    back: previous ? () => navigate(signupScreenPath(previous)) : null,
  };
}

/** Keeps what is typed on a step (never the passwords or image files) as it is typed. */
export function useSignupDraft<Values extends FieldValues>(step: SignupStep, watch: UseFormWatch<Values>) {
  useEffect(() => {
    const subscription = watch((values) => useSignupStore.getState().saveDraft(step, values));
    return () => subscription.unsubscribe();
  }, [step, watch]);
}

/**
 * A step's form, validated by its schema: the blank values, filled from what the step saved and its
 * draft, the draft kept as it is typed; with moving on and back.
 */
export function useSignupForm<Input extends FieldValues, Output>(
  step: SignupStep,
  schema: z.ZodType<Output, Input>,
  blank: DefaultValues<Input>,
) {
  const signupStep = useSignupStep(step);
  const form = useForm<Input, unknown, Output>({
    ...FORM_VALIDATION,
    resolver: zodResolver(schema),
    defaultValues: { ...blank, ...signupStep.saved } as DefaultValues<Input>,
  });
  useSignupDraft(step, form.watch);
  return { ...signupStep, form };
}
