import type { SignupInput } from '@keyclub/api-client';
import {
  businessNotificationsFormSchema,
  businessProfileImagesSchema,
  businessProfileWithImagesFormSchema,
  consumerNotificationsFormSchema,
  type RoleName,
  SIGNUP_STEPS,
  type SignupStep,
  signupAccountFormSchema,
  signupAddressFormSchema,
  signupFullnameFormSchema,
  signupPhoneFormSchema,
  signupRequestSchema,
} from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import type { z } from 'zod';

/** The wizard's screens: the role's steps (SPEC section 2), then the success screen. */
export type SignupScreen = SignupStep | 'success';

/** What the user typed per step (kept across reloads) and the values kept in memory only. */
export type SignupValues = Partial<Record<SignupStep, Record<string, unknown>>>;
export type SignupSecrets = Record<string, unknown>;

/** Never written to storage: passwords and the picked image files (docs/decisions/auth-ui.md). */
export const SECRET_FIELDS = ['password', 'confirm_password', 'logo', 'cover'] as const;

export const signupScreenPath = (screen: SignupScreen): string =>
  screen === 'account' ? authPaths.signup.pattern : `${authPaths.signup.pattern}/${screen}`;

/** The schema a step's form validates with. */
export function signupStepSchema(role: RoleName, step: SignupStep): z.ZodType {
  switch (step) {
    case 'account':
      return signupAccountFormSchema;
    case 'fullname':
      return signupFullnameFormSchema;
    case 'address':
      return signupAddressFormSchema;
    case 'phone':
      return signupPhoneFormSchema;
    case 'profile':
      return businessProfileWithImagesFormSchema;
    case 'notifications':
      return role === 'BUSINESS' ? businessNotificationsFormSchema : consumerNotificationsFormSchema;
  }
}

const stepInput = (step: SignupStep, values: SignupValues, secrets: SignupSecrets) => ({
  ...values[step],
  ...(step === 'account' ? { password: secrets.password, confirm_password: secrets.confirm_password } : {}),
  ...(step === 'profile' ? { logo: secrets.logo, cover: secrets.cover } : {}),
});

export const isSignupStepComplete = (
  role: RoleName,
  step: SignupStep,
  values: SignupValues,
  secrets: SignupSecrets,
): boolean => signupStepSchema(role, step).safeParse(stepInput(step, values, secrets)).success;

/**
 * Where a visit to `screen` must go instead, or null to show it. A step needs every step before it
 * completed; otherwise the wizard returns to the first incomplete one, which is the first step when
 * nothing is saved (SPEC section 2). The success screen needs a submitted signup; a step the role
 * does not have (profile for consumers) returns to the first step.
 */
export function signupRedirect(
  role: RoleName,
  screen: SignupScreen,
  progress: { values: SignupValues; secrets: SignupSecrets; submitted: boolean },
): string | null {
  const steps: readonly SignupStep[] = SIGNUP_STEPS[role];
  const first = signupScreenPath(steps[0] ?? 'account');
  if (screen === 'success') return progress.submitted ? null : first;
  const index = steps.indexOf(screen);
  if (index < 0) return first;
  const incomplete = steps
    .slice(0, index)
    .find((step) => !isSignupStepComplete(role, step, progress.values, progress.secrets));
  return incomplete ? signupScreenPath(incomplete) : null;
}

/** The screen after `step`: the next step of the role, or success after the last one. */
export function nextSignupScreen(role: RoleName, step: SignupStep): SignupScreen {
  const steps: readonly SignupStep[] = SIGNUP_STEPS[role];
  return steps[steps.indexOf(step) + 1] ?? 'success';
}

/**
 * Where Next on `step` leads: the next screen, or the step a reload sent the user back from when
 * that lies further on (the layout still stops at the first incomplete step before it).
 */
export function continueSignupScreen(
  role: RoleName,
  step: SignupStep,
  resumeAt: SignupStep | null,
): SignupScreen {
  const next = nextSignupScreen(role, step);
  if (resumeAt === null || next === 'success') return next;
  const steps: readonly SignupStep[] = SIGNUP_STEPS[role];
  return steps.indexOf(resumeAt) > steps.indexOf(next) ? resumeAt : next;
}

export function previousSignupStep(role: RoleName, step: SignupStep): SignupStep | null {
  const steps: readonly SignupStep[] = SIGNUP_STEPS[role];
  return steps[steps.indexOf(step) - 1] ?? null;
}

/** The POST /auth/signup input built from every step (throws if a step is incomplete). */
export function buildSignupSubmission(
  role: RoleName,
  values: SignupValues,
  secrets: SignupSecrets,
): SignupInput {
  const person = {
    ...values.account,
    password: secrets.password,
    ...values.fullname,
    ...values.address,
    ...values.phone,
    ...values.notifications,
  };
  const request = signupRequestSchema.parse(
    role === 'BUSINESS'
      ? { ...person, role_name: role, business: values.profile }
      : { ...person, role_name: role },
  );
  if (request.role_name === 'CONSUMER') return { request };
  const images = businessProfileImagesSchema.parse({ logo: secrets.logo, cover: secrets.cover });
  // Only a newly picked file passes here: signup has no stored image to keep.
  return { request, images: { logo: images.logo as File, cover: images.cover as File } };
}
