import { useReadAnnouncement } from '@keyclub/api-client';
import type { Announcement } from '@keyclub/domain';
import { useEffect } from 'react';

/**
 * Opening a received announcement marks it read (SPEC section 4), once: the answer replaces the
 * cached one (read now) and the bell's badge refetches at once.
 */
export function useMarkRead(announcement: Announcement | undefined) {
  const { mutate, isIdle } = useReadAnnouncement();
  const unread = announcement?.announcement_user[0]?.is_read === false;
  const id = announcement?.id;
  useEffect(() => {
    if (unread && id !== undefined && isIdle) mutate(id);
  }, [unread, id, isIdle, mutate]);
}
