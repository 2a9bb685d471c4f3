import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { WorkGate } from '../../throttle/work-gate.ts';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * Every hash of this process passes this gate: one per core (at most the 4 threads libuv runs
 * scrypt on), 32 more waiting (about a second of work), further ordinary ones answered 503.
 * Urgent ones (a logged-in user, a login from an IP the account knows) skip the queue, so a
 * flood of logins for random addresses cannot starve them.
 */
export const scryptGate = new WorkGate(Math.min(4, availableParallelism()), 32);

/** Whether the hash may skip the queue of the scrypt gate. */
export type Urgency = { urgent?: boolean };

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  { urgent = false }: Urgency,
): Promise<Buffer> {
  return scryptGate.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          password.normalize('NFKC'),
          salt,
          keyLength,
          { ...options, maxmem: 256 * 1024 * 1024 },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
    urgent,
  );
}

/**
 * Hashes as `scrypt$N$r$p$saltB64$hashB64` with N = `cost` (env.passwordScryptCost: 2^15 unless
 * set; production refuses less: 32 MiB per hash, a login about 80–110 ms here, docs/decisions/
 * accounts.md). Each hash records its own N, so the cost can change without a migration.
 */
export async function hashPassword(password: string, cost: number, urgency: Urgency = {}): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, KEY_LENGTH, { N: cost, r: BLOCK_SIZE, p: PARALLELISM }, urgency);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

/** False for a wrong password and for anything that is not a hash of this format. */
export async function verifyPassword(
  password: string,
  stored: string,
  urgency: Urgency = {},
): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !hashB64 || rest.length > 0) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), expected.length, options, urgency);
  return timingSafeEqual(actual, expected);
}
