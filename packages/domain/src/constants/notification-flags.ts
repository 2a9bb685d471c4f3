import type { UserRole } from '../entities/enums.ts';
import type { NOTIFICATION_DEFAULTS } from './limits.ts';

export type NotificationFlag = keyof typeof NOTIFICATION_DEFAULTS;

/** Each role's email notifications (SPEC sections 3 and 6) with the label of their switch. */
export const NOTIFICATION_FLAGS: Record<UserRole, readonly { name: NotificationFlag; label: string }[]> = {
  BUSINESS: [{ name: 'is_sold_token_email_notify', label: 'Email me when one of my Memberships is sold' }],
  CONSUMER: [
    { name: 'is_purchased_token_email_notify', label: 'Email me when I purchase a Membership' },
    { name: 'is_redeemed_token_email_notify', label: 'Email me when one of my Memberships is redeemed' },
  ],
  // Operators get no notification mails (issue 35).
  OPERATOR: [],
};

/** The switches of Settings > Notifications: the signup's, and the ones added since, which signup does not ask. */
export const SETTINGS_NOTIFICATION_FLAGS: typeof NOTIFICATION_FLAGS = {
  BUSINESS: NOTIFICATION_FLAGS.BUSINESS,
  CONSUMER: [
    ...NOTIFICATION_FLAGS.CONSUMER,
    { name: 'is_expiry_reminder_email_notify', label: 'Expiry reminders' },
  ],
  OPERATOR: [],
};
