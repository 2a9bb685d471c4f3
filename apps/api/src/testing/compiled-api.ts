import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { API_DIR } from '../env.ts';

/** How production starts the API: the compiled server, not tsx (package.json's start). */
export const compiledServerCommand = {
  command: process.execPath,
  args: ['--enable-source-maps', 'dist/server.mjs'],
};

/** Compiles the API as its build script does (tsdown.config.ts → dist/server.mjs), about a second. */
export async function buildApi() {
  const tsdown = join(dirname(createRequire(import.meta.url).resolve('tsdown/package.json')), 'dist/run.mjs');
  await promisify(execFile)(process.execPath, [tsdown, '--log-level', 'warn'], { cwd: API_DIR });
}
