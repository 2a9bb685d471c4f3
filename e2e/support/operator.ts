import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/lib/services.mjs';
import type { Credentials } from './sign-in.ts';

/** The run's operator: made by the operator command before the API starts (global-setup.ts). */
export const E2E_OPERATOR = {
  email: 'operator@keyclub.test',
  password: 'Keyclub!2026-ops',
  // Operators sign in through the business build.
  role_name: 'BUSINESS',
} as const satisfies Credentials;

/**
 * Runs the operator command (apps/api `operator:create`, what `pnpm operator:create` runs) on the
 * database `env` names, the password on stdin. It loads the API's code through tsx (~12 CPU s), so
 * callers run it beside other start-up work; on PGlite, before the API opens the same folder.
 */
export async function createOperator(env: Record<string, string>) {
  const run = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli/create-operator.ts', E2E_OPERATOR.email],
    { cwd: join(repoRoot, 'apps/api'), env: { ...process.env, ...env } },
  );
  run.child.stdin?.end(`${E2E_OPERATOR.password}\n`);
  await run;
}

/** The run's operator on the run's PGlite database in `dataDir` (global-setup.ts). */
export const createE2eOperator = (dataDir: string) =>
  createOperator({ NODE_ENV: 'test', DATA_DIR: dataDir, PASSWORD_SCRYPT_COST: '1024' });
