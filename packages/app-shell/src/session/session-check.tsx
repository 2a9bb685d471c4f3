import { isSessionGone, useMe } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { useEffect } from 'react';

/**
 * On start (and after each login) a stored session is confirmed with GET /auth/me: the answer
 * refreshes the kept user; a 401 means the session is gone, so it is forgotten without a message.
 */
export function SessionCheck() {
  const accessToken = useAuthStore((state) => state.accessToken);
  const me = useMe({ enabled: accessToken !== null });

  useEffect(() => {
    const { accessToken: current, setSession, clear } = useAuthStore.getState();
    if (current === null) return;
    if (me.data) setSession(me.data);
    else if (isSessionGone(me.error)) clear();
  }, [me.data, me.error]);

  return null;
}
