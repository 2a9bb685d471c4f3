// Brings the pinned pnpm (installed with npm: corepack's signature check fails against this
// registry) and the workspace dependencies. Used by both README commands.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { repoRoot } from './services.mjs';

const pinned = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPnpm = join(repoRoot, '.tools/node_modules/.bin/pnpm');

/**
 * The environment without the npm_* variables `npm start` / `npm test` add: pnpm reads
 * npm_config_* as its own settings, so the user's npm configuration would leak into the install.
 */
export const cleanEnv = (extra = {}) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_'))),
  ...extra,
});

const versionOf = (bin) => {
  const result = spawnSync(bin, ['--version'], { cwd: '/', encoding: 'utf8', env: cleanEnv() });
  return result.status === 0 ? result.stdout.trim().split('\n')[0] : null;
};

/**
 * The pnpm at the pinned version, installed into .tools/ with npm when missing. A local one is put
 * first on PATH, since turbo runs every task through the `pnpm` it finds there.
 */
export function ensurePnpm() {
  if (versionOf('pnpm') === pinned) return 'pnpm';
  process.env.PATH = `${dirname(localPnpm)}${delimiter}${process.env.PATH}`;
  if (existsSync(localPnpm) && versionOf(localPnpm) === pinned) return localPnpm;
  console.log(`installing pnpm ${pinned} into .tools/ ...`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      join(repoRoot, '.tools'),
      '--no-save',
      '--no-audit',
      '--no-fund',
      `pnpm@${pinned}`,
    ],
    { stdio: 'inherit' },
  );
  return localPnpm;
}

/** Runs a command in the repo root, inheriting output; throws when it fails (the error carries `status`). */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    ...options,
    env: cleanEnv(options.env),
  });
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} failed (${result.signal ?? result.status})`);
    // The exit code, for a caller that tells a skipped step from a failed one (scripts/test.mjs).
    throw Object.assign(error, { status: result.status });
  }
}

/** Installs the workspace exactly as the lockfile says (quick when nothing changed). */
export function installDependencies(pnpm) {
  run(pnpm, ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'], {
    env: { TURBO_TELEMETRY_DISABLED: '1' },
  });
}
