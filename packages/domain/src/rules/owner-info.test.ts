import { describe, expect, it } from 'vitest';
import { isKeyExpired, ownerInfoAt } from './owner-info.ts';

const expiry = new Date('2026-03-05T14:07:09Z');
const justBefore = new Date('2026-03-05T14:07:08.999Z');

describe('ownerInfoAt', () => {
  it('is ACTIVE before the expiry and writes it as day month year hh:mm:ss in UTC', () => {
    expect(ownerInfoAt(expiry, justBefore)).toEqual({
      status: 'ACTIVE',
      expiration_readable: '05 March 2026 14:07:09',
    });
  });

  it('is EXPIRED from the expiry instant on', () => {
    expect(ownerInfoAt(expiry, expiry).status).toBe('EXPIRED');
    expect(ownerInfoAt(expiry, new Date('2027-01-01T00:00:00Z')).status).toBe('EXPIRED');
  });

  it('never expires a key without an expiry, and has no expiry text for it', () => {
    expect(ownerInfoAt(null, new Date('2100-01-01T00:00:00Z'))).toEqual({
      status: 'ACTIVE',
      expiration_readable: null,
    });
  });

  it('judges by the clock it is given, not the machine’s', () => {
    const farFuture = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
    expect(isKeyExpired(farFuture, new Date(farFuture.getTime() + 1))).toBe(true);
    expect(isKeyExpired(new Date(0), new Date(-1))).toBe(false);
  });
});
