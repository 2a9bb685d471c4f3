import { MESSAGES } from '@keyclub/domain';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import type { AnnouncementReader } from './announcement-rows.ts';

/** The caller as an announcement reader; a business user whose business is not made yet has none. */
export function readerOf(auth: AuthContext): AnnouncementReader | null {
  if (auth.role === 'CONSUMER') return { role: 'CONSUMER', userId: auth.userId };
  return auth.businessId === null ? null : { role: 'BUSINESS', businessId: auth.businessId };
}

/** The business of a BUSINESS caller; without one, nothing of theirs can exist (404). */
export function businessIdOf(auth: AuthContext): number {
  if (auth.businessId === null) throw notFound(MESSAGES.announcements.notFound);
  return auth.businessId;
}
