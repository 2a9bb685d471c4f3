import type { User } from '@keyclub/domain';
import { createPersistedStore } from './persisted-store.ts';
import { AUTH_STORE_NAME } from './stored-session.ts';

interface AuthState {
  user: User | null;
  /** Sent in the access-token header of every request (SPEC section 7). */
  accessToken: string | null;
  /** A user who logged in before verifying their email; the verification screen reads it. */
  pendingUser: User | null;
}

interface AuthActions {
  /** A completed login: the user, and the token when the caller has it (else the one already kept). */
  setSession: (user: User, accessToken?: string) => void;
  /** Every response carrying the access-token header refreshes the kept token. */
  setAccessToken: (accessToken: string) => void;
  setPendingUser: (pendingUser: User | null) => void;
  clear: () => void;
}

const initialAuthState: AuthState = { user: null, accessToken: null, pendingUser: null };

/** The `auth` slice (SPEC section 3), persisted under `keyclub.auth`. */
export const useAuthStore = createPersistedStore<AuthState, AuthActions>(
  AUTH_STORE_NAME,
  initialAuthState,
  (set) => ({
    setSession: (user, accessToken) =>
      set((state) => ({ user, accessToken: accessToken ?? state.accessToken, pendingUser: null })),
    setAccessToken: (accessToken) => set({ accessToken }),
    setPendingUser: (pendingUser) => set({ pendingUser }),
    clear: () => set(initialAuthState),
  }),
);
