import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { PRODUCTION_ENV } from '../../testing/production-env.ts';
import { TEST_PASSWORD_SCRYPT_COST } from '../../testing/test-password-cost.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** scrypt of 'Keyclub!2026' with N=2^14, r=8, p=1 (the cost before it was raised). */
const EARLIER_HASH =
  'scrypt$16384$8$1$MDEyMzQ1Njc4OWFiY2RlZg==$90tqJwmUU6yGfO0TyTEciDJH7dtyXnsbSHoZAIjjM232BdsYPD/62f9YN1e1GtU6QPNMJPVNLU2zA4Im/u6bug==';

describe('password hashing', () => {
  it("hashes at production's cost N = 2^15 in the scrypt$N$r$p$salt$hash format, and verifies it", async () => {
    const stored = await hashPassword('Keyclub!2026', parseEnv(PRODUCTION_ENV).passwordScryptCost);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword('Keyclub!2026', stored)).toBe(true);
    expect(await verifyPassword('keyclub!2026', stored)).toBe(false);
  });

  it('records the cost it was given, with a fresh salt each time', async () => {
    const first = await hashPassword('Keyclub!2026', TEST_PASSWORD_SCRYPT_COST);
    const second = await hashPassword('Keyclub!2026', TEST_PASSWORD_SCRYPT_COST);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Keyclub!2026', TEST_PASSWORD_SCRYPT_COST);
    expect(await verifyPassword('Keyclub!2026', stored)).toBe(true);
    expect(await verifyPassword('keyclub!2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('rejects stored values that are not scrypt hashes', async () => {
    expect(await verifyPassword('Keyclub!2026', 'plain-text')).toBe(false);
    expect(await verifyPassword('Keyclub!2026', 'bcrypt$10$8$1$c2FsdA==$aGFzaA==')).toBe(false);
    expect(await verifyPassword('Keyclub!2026', 'scrypt$0$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('still verifies hashes made with the earlier cost N=2^14, whose N the hash itself records', async () => {
    expect(await verifyPassword('Keyclub!2026', EARLIER_HASH)).toBe(true);
    expect(await verifyPassword('Keyclub!2027', EARLIER_HASH)).toBe(false);
  });
});
