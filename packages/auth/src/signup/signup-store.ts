import type { SignupStep } from '@keyclub/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SECRET_FIELDS, type SignupSecrets, type SignupValues } from './signup-progress.ts';

interface SignupState {
  values: SignupValues;
  /** Passwords and image files: memory only, so a reload asks for them again. */
  secrets: SignupSecrets;
  /** What was typed on a step but not yet sent on with Next: a reload keeps it too. */
  drafts: SignupValues;
  /** The step a reload sent the user back from (the password is asked again): continue there. */
  resumeAt: SignupStep | null;
  /** Where the login after signup should lead (the Register button's returnUrl). */
  returnUrl: string | null;
  /** Set once POST /auth/signup succeeded; the success screen needs it. */
  submitted: boolean;
  saveStep: (step: SignupStep, input: Record<string, unknown>) => void;
  saveDraft: (step: SignupStep, input: Record<string, unknown>) => void;
  setResumeAt: (step: SignupStep | null) => void;
  setReturnUrl: (returnUrl: string | null) => void;
  /** The signup is sent: the success screen may show. */
  markSubmitted: () => void;
  /** Forgets everything typed (the success screen calls it once shown). */
  clearProgress: () => void;
}

const isSecret = (key: string) => (SECRET_FIELDS as readonly string[]).includes(key);
const withoutSecrets = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => !isSecret(key)));

/** Signup progress, kept in sessionStorage: it survives reloads of this tab and ends with it. */
export const useSignupStore = create<SignupState>()(
  persist(
    (set) => ({
      values: {},
      secrets: {},
      drafts: {},
      resumeAt: null,
      returnUrl: null,
      submitted: false,
      saveStep: (step, input) =>
        set((state) => {
          const secrets: SignupSecrets = { ...state.secrets };
          for (const [key, value] of Object.entries(input)) if (isSecret(key)) secrets[key] = value;
          const { [step]: _sent, ...drafts } = state.drafts;
          return {
            values: { ...state.values, [step]: withoutSecrets(input) },
            secrets,
            drafts,
            submitted: false,
          };
        }),
      saveDraft: (step, input) =>
        set((state) => ({ drafts: { ...state.drafts, [step]: withoutSecrets(input) } })),
      setResumeAt: (resumeAt) => set({ resumeAt }),
      setReturnUrl: (returnUrl) => set({ returnUrl }),
      // The typed values stay until the success screen shows: clearing them here would send the
      // wizard, still on the last step, back to the start before the navigation to success.
      markSubmitted: () => set({ submitted: true }),
      clearProgress: () => set({ values: {}, secrets: {}, drafts: {}, resumeAt: null }),
    }),
    {
      name: 'keyclub.signup',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ values, drafts, resumeAt, returnUrl, submitted }) => ({
        values,
        drafts,
        resumeAt,
        returnUrl,
        submitted,
      }),
    },
  ),
);
