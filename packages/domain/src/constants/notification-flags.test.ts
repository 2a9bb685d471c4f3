import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from './limits.ts';
import { NOTIFICATION_FLAGS } from './notification-flags.ts';

describe('NOTIFICATION_FLAGS', () => {
  it('gives businesses the sold flag and consumers the purchased and redeemed flags, each flag once', () => {
    expect(NOTIFICATION_FLAGS.BUSINESS.map(({ name }) => name)).toEqual(['is_sold_token_email_notify']);
    expect(NOTIFICATION_FLAGS.CONSUMER.map(({ name }) => name)).toEqual([
      'is_purchased_token_email_notify',
      'is_redeemed_token_email_notify',
    ]);
    const all = [...NOTIFICATION_FLAGS.BUSINESS, ...NOTIFICATION_FLAGS.CONSUMER].map(({ name }) => name);
    expect(all.sort()).toEqual(Object.keys(NOTIFICATION_DEFAULTS).sort());
  });
});
