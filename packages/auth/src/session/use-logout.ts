import { signout } from '@keyclub/api-client';
import { useLeaveSession } from './leave-session.ts';

/** Logout (SPEC section 4): server sign-out, every stored slice and cached answer cleared, to login. */
export function useLogout(): () => Promise<void> {
  const leaveSession = useLeaveSession();
  return async () => {
    // Even when the server call fails (session already expired, offline), this browser must forget it.
    await signout().catch(() => undefined);
    await leaveSession();
  };
}
