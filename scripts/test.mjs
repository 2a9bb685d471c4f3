// `npm test`: lint, typecheck, unit and API integration tests (PGlite, and PostgreSQL 15 when the
// machine has it), production builds of both apps, then the Playwright suite against a real API,
// database and chain. Ends with one line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePostgres } from './lib/postgres.mjs';
import { repoRoot } from './lib/services.mjs';
import { ensurePnpm, installDependencies, run } from './lib/toolchain.mjs';

const E2E_API_URL = 'http://localhost:3100';
const timings = [];
const step = (name, fn) => {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  try {
    return fn();
  } finally {
    timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
};

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (...args) =>
    run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'chromium');
}

const reportFiles = () => {
  const files = [];
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(join(repoRoot, group))) {
      const file = join(repoRoot, group, name, '.reports/vitest.json');
      if (existsSync(file)) files.push(file);
    }
  }
  return files;
};

function summarize() {
  let passed = 0;
  let failed = 0;
  for (const file of reportFiles()) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    // A file that fails to load counts once, even though it reports no failed test.
    const brokenFiles = report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    );
    failed += report.numFailedTests + brokenFiles.length;
  }
  const e2eReport = join(repoRoot, 'e2e/.reports/playwright.json');
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

let failure = null;
try {
  for (const file of [...reportFiles(), join(repoRoot, 'e2e/.reports/playwright.json')])
    rmSync(file, { force: true });
  const pnpm = step('toolchain and dependencies', () => {
    const bin = ensurePnpm();
    installDependencies(bin);
    ensureChromium();
    return bin;
  });
  const turbo = (...args) =>
    run(pnpm, ['exec', 'turbo', 'run', ...args], { env: { TURBO_TELEMETRY_DISABLED: '1' } });
  step('lint (biome)', () => run(pnpm, ['exec', 'biome', 'ci', '.']));
  step('typecheck', () => turbo('typecheck', '--concurrency=2'));
  const databaseUrl = step('postgresql', () => ensurePostgres());
  step('unit and API integration tests', () =>
    run(
      pnpm,
      [
        'exec',
        'turbo',
        'run',
        'test',
        '--concurrency=2',
        '--',
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=.reports/vitest.json',
      ],
      {
        env: { TURBO_TELEMETRY_DISABLED: '1', ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}) },
      },
    ),
  );
  step('production builds', () =>
    run(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@keyclub/consumer', '--filter=@keyclub/business'], {
      env: { TURBO_TELEMETRY_DISABLED: '1', VITE_API_URL: E2E_API_URL },
    }),
  );
  step('end-to-end (Playwright, Chromium)', () =>
    run(pnpm, ['exec', 'playwright', 'test'], { cwd: join(repoRoot, 'e2e') }),
  );
} catch (error) {
  failure = error;
}

console.log(`\n=== timings\n${timings.join('\n')}`);
if (failure) console.error(`\n${failure.message}`);
const { passed, failed } = summarize();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failure || failed > 0 ? 1 : 0);
