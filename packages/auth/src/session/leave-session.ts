import { resetPersistedStores } from '@keyclub/app-state';
import { authPaths } from '@keyclub/domain/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface LeaveSessionState {
  leaveSession?: boolean;
}

/**
 * Ends the session in this browser (logout, account deletion): goes to login, and the login page
 * then forgets everything — every persisted slice, every cached answer. Forgotten any earlier, the
 * guard of the page still on screen (the router renders in a transition) would redirect to login
 * with a returnUrl back to itself.
 */
export function useLeaveSession(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const state: LeaveSessionState = { leaveSession: true };
    await navigate(authPaths.login.href(), { replace: true, state });
  };
}

/**
 * The login page's half of useLeaveSession; true while the session is being left. Once forgotten,
 * the mark is taken off the history entry: a later Back to this login must not drop a new session.
 */
export function useForgetLeftSession(): boolean {
  const location = useLocation();
  const leaving = (location.state as LeaveSessionState | null)?.leaveSession === true;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (!leaving) return;
    resetPersistedStores();
    queryClient.clear();
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [leaving, pathname, search, hash, navigate, queryClient]);
  return leaving;
}
