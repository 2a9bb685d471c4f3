import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
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
 * run's database, the password on stdin. PGlite has one process at a time: before the API starts.
 */
export function createE2eOperator(dataDir: string) {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/create-operator.ts', E2E_OPERATOR.email], {
    cwd: join(repoRoot, 'apps/api'),
    input: `${E2E_OPERATOR.password}\n`,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PASSWORD_SCRYPT_COST: '1024' },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
}
