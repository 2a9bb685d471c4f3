import type { SignupStep } from '@keyclub/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SECRET_FIELDS, type SignupSecrets, type SignupValues } from './signup-progress.ts';

interface SignupState {
  values: SignupValues;
  /** Passwords and image files: memory only, so a reload asks for them again. */
  secrets: SignupSecrets;
  /** Where the login after signup should lead (the Register button's returnUrl). */
  returnUrl: string | null;
  /** Set once POST /auth/signup succeeded; the success screen needs it. */
  submitted: boolean;
  saveStep: (step: SignupStep, input: Record<string, unknown>) => void;
  setReturnUrl: (returnUrl: string | null) => void;
  /** The signup is sent: the success screen may show. */
  markSubmitted: () => void;
  /** Forgets everything typed (the success screen calls it once shown). */
  clearProgress: () => void;
}

const isSecret = (key: string) => (SECRET_FIELDS as readonly string[]).includes(key);

/** Signup progress, kept in sessionStorage: it survives reloads of this tab and ends with it. */
export const useSignupStore = create<SignupState>()(
  persist(
    (set) => ({
      values: {},
      secrets: {},
      returnUrl: null,
      submitted: false,
      saveStep: (step, input) =>
        set((state) => {
          const kept: Record<string, unknown> = {};
          const secrets: SignupSecrets = { ...state.secrets };
          for (const [key, value] of Object.entries(input)) {
            if (isSecret(key)) secrets[key] = value;
            else kept[key] = value;
          }
          return { values: { ...state.values, [step]: kept }, secrets, submitted: false };
        }),
      setReturnUrl: (returnUrl) => set({ returnUrl }),
      // The typed values stay until the success screen shows: clearing them here would send the
      // wizard, still on the last step, back to the start before the navigation to success.
      markSubmitted: () => set({ submitted: true }),
      clearProgress: () => set({ values: {}, secrets: {} }),
    }),
    {
      name: 'keyclub.signup',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ values, returnUrl, submitted }) => ({ values, returnUrl, submitted }),
    },
  ),
);
