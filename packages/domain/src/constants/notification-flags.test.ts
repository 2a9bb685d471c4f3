import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from './limits.ts';
import { NOTIFICATION_FLAGS, SETTINGS_NOTIFICATION_FLAGS } from './notification-flags.ts';

describe('NOTIFICATION_FLAGS', () => {
  it('gives businesses the sold flag and consumers the purchased and redeemed flags at signup', () => {
    expect(NOTIFICATION_FLAGS.BUSINESS.map(({ name }) => name)).toEqual(['is_sold_token_email_notify']);
    expect(NOTIFICATION_FLAGS.CONSUMER.map(({ name }) => name)).toEqual([
      'is_purchased_token_email_notify',
      'is_redeemed_token_email_notify',
    ]);
  });

  it('adds the expiry reminders to the consumer settings, each flag once', () => {
    expect(SETTINGS_NOTIFICATION_FLAGS.CONSUMER.map(({ name, label }) => [name, label])).toContainEqual([
      'is_expiry_reminder_email_notify',
      'Expiry reminders',
    ]);
    const all = [...SETTINGS_NOTIFICATION_FLAGS.BUSINESS, ...SETTINGS_NOTIFICATION_FLAGS.CONSUMER].map(
      ({ name }) => name,
    );
    expect(all.sort()).toEqual(Object.keys(NOTIFICATION_DEFAULTS).sort());
  });
});
