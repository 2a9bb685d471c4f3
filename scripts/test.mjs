// `npm test`: lint and the production builds of both apps and the floor app; then, at once, the
// typecheck, the unit and API integration tests (PGlite, and PostgreSQL 15 when the machine has it)
// and the Playwright suite against a real API, database and chain; then, alone, the API's speed
// budget (PostgreSQL only) and the page speed budget (Lighthouse). Ends with one line: "N passed,
// N failed, N skipped" (each speed budget counts as one; a budget the machine was too busy to judge
// is skipped, bench/lib/floor-spread.mjs).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { NOT_JUDGED_EXIT_CODE, STEP_SUMMARY_DIR } from '../bench/lib/floor-spread.mjs';
import { runConcurrently } from './lib/concurrent-steps.mjs';
import { localChainBuildEnv } from './lib/local-chain-build-env.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { repoRoot } from './lib/services.mjs';
import { machineBusyMs, ownTreeCpuMs, postgresCpuMs, timingLine } from './lib/steps.mjs';
import { ensurePnpm, installDependencies, run } from './lib/toolchain.mjs';

const E2E_API_URL = 'http://localhost:3100';
/** e2e/support/ports.ts without an offset: the chain the consumer build's wallet reads. */
const E2E_CHAIN_RPC_URL = 'http://127.0.0.1:8645';
/** The TAP report of the bench's own unit tests (node --test), counted in the last line. */
const BENCH_TESTS_REPORT = join(repoRoot, 'bench/.reports/node-test.tap');
const timings = [];
const since = () => ({
  wallMs: Date.now(),
  cpuMs: ownTreeCpuMs(),
  postgresMs: postgresCpuMs(),
  machineMs: machineBusyMs(),
});
const runStarted = since();
/** Runs a step; its wall and CPU time (this process tree's, and PostgreSQL's apart) go under `=== timings`. */
const step = (name, fn) => {
  console.log(`\n=== ${name}`);
  const started = since();
  try {
    return fn();
  } finally {
    timings.push(sinceLine(name, started));
  }
};
/**
 * Steps that run at the same time (scripts/lib/concurrent-steps.mjs): one line for them together
 * (wall, CPU, PostgreSQL's), then each step's own wall and CPU. Throws when any failed, naming each.
 */
async function concurrentSteps(title, steps) {
  console.log(`\n=== ${title}: ${steps.map(({ name, label }) => `${name} (lines "${label} │")`).join(', ')}`);
  const started = since();
  // TEST_STEPS_APART=1 runs them one after another instead, the same way: to compare the two.
  const results = process.env.TEST_STEPS_APART
    ? await steps.reduce(async (done, one) => [...(await done), ...(await runConcurrently([one]))], [])
    : await runConcurrently(steps);
  timings.push(sinceLine(title, started));
  timings.push(
    ...results.map(({ wallMs, cpuMs }, index) => timingLine(`  ${steps[index].name}`, wallMs, cpuMs)),
  );
  const errors = results.flatMap(({ error }) => (error ? [error.message] : []));
  if (errors.length) throw new Error(errors.join('\n'));
}
const sinceLine = (name, started) =>
  timingLine(
    name,
    Date.now() - started.wallMs,
    ownTreeCpuMs() - started.cpuMs,
    postgresCpuMs() - started.postgresMs,
    machineBusyMs() - started.machineMs,
  );

/**
 * Debian's packages the suites drive: Chromium for Playwright (no browser download here) and nginx
 * for the scale-out test (API processes behind a load balancer). Installed when missing.
 */
function ensureDebianPackages() {
  const missing = [
    ['/usr/bin/chromium', 'chromium'],
    // The browser suite's (e2e/playwright.config.ts); Lighthouse and the bundle budget use the above.
    ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
    ['/usr/sbin/nginx', 'nginx-light'],
  ].filter(([binary]) => !existsSync(binary));
  if (missing.length === 0) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (...args) =>
    run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update');
  apt('install', '-y', '--no-install-recommends', ...missing.map(([, name]) => name));
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

/** The trace and screenshot Playwright kept of each failed test (e2e/test-results/<test>/). */
function failureArtifacts() {
  const resultsDir = join(repoRoot, 'e2e/test-results');
  if (!existsSync(resultsDir)) return [];
  return (
    readdirSync(resultsDir, { recursive: true })
      .map(String)
      // Numbered folders belong to side-by-side runs with E2E_PORT_OFFSET, not to this one.
      .filter((file) => !/^\d+\//.test(file))
      .filter((file) => file.endsWith('trace.zip') || file.endsWith('.png'))
      .map((file) => join(resultsDir, file))
      .sort()
  );
}

/** Browser tests whose outcome is `status` ('flaky': failed once and passed on the retry). */
function testsWith(status, suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === status))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...testsWith(status, suite.suites),
  ]);
}

/** The first lines of a failure's message: enough to tell the cause at the end of a long log. */
const firstLines = (message = '') => message.split('\n').slice(0, 4).join('\n    ');

/** Each failed unit or API test (or file that failed to load), with the start of its message. */
function printVitestFailures(report) {
  for (const file of report.testResults.filter((result) => result.status === 'failed')) {
    const name = relative(repoRoot, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0) console.log(`failed: ${name}\n    ${firstLines(file.message)}`);
    for (const test of failedTests)
      console.log(`failed: ${name} › ${test.fullName}\n    ${firstLines(test.failureMessages[0])}`);
  }
}

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
    printVitestFailures(report);
  }
  if (existsSync(BENCH_TESTS_REPORT)) {
    const tap = readFileSync(BENCH_TESTS_REPORT, 'utf8');
    const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
    passed += count('pass');
    failed += count('fail') + count('cancelled');
  }
  const e2eReport = join(repoRoot, 'e2e/.reports/playwright.json');
  if (existsSync(e2eReport)) {
    const { stats, suites } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    for (const name of testsWith('unexpected', suites)) console.log(`failed: e2e/${name}`);
    // Green, but named so they get fixed.
    for (const name of testsWith('flaky', suites)) console.log(`flaky (passed on retry): ${name}`);
  }
  return { passed, failed };
}

/** A speed step: 'held', 'not judged' (its exit code NOT_JUDGED_EXIT_CODE), or the error of a miss. */
function budgetStep(name, script) {
  try {
    step(name, () => run(process.execPath, [join(repoRoot, script)]));
    return 'held';
  } catch (error) {
    return error.status === NOT_JUDGED_EXIT_CODE ? 'not judged' : error;
  }
}

let failure = null;
let e2eStarted = false;
/** 'held', 'not judged', the error of a missed budget, or null when it did not run. */
let speedBudget = null;
let pageSpeedBudget = null;
try {
  for (const file of [
    ...reportFiles(),
    BENCH_TESTS_REPORT,
    join(repoRoot, 'e2e/.reports/playwright.json'),
    ...['api-speed', 'page-speed'].map((name) => join(STEP_SUMMARY_DIR, `${name}.txt`)),
  ])
    rmSync(file, { force: true });
  const pnpm = step('toolchain and dependencies', () => {
    const bin = ensurePnpm();
    installDependencies(bin);
    ensureDebianPackages();
    return bin;
  });
  step('lint (biome)', () => run(pnpm, ['exec', 'biome', 'ci', '.']));
  // The speed steps' judging rule and other pure bench helpers (bench/lib/*.test.mjs).
  step('bench unit tests (node --test)', () => {
    mkdirSync(dirname(BENCH_TESTS_REPORT), { recursive: true });
    run(process.execPath, [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${BENCH_TESTS_REPORT}`,
      ...readdirSync(join(repoRoot, 'bench/lib'))
        .filter((file) => file.endsWith('.test.mjs'))
        .map((file) => join(repoRoot, 'bench/lib', file)),
    ]);
  });
  const databaseUrl = step('postgresql', () => ensurePostgres());
  step('production builds', () =>
    run(
      pnpm,
      [
        'exec',
        'turbo',
        'run',
        'build',
        '--filter=@keyclub/consumer',
        '--filter=@keyclub/business',
        // The floor the bundle and page-speed budgets are measured against (bench/floor-app).
        '--filter=@keyclub/floor-app',
      ],
      {
        env: {
          TURBO_TELEMETRY_DISABLED: '1',
          VITE_API_URL: E2E_API_URL,
          ...localChainBuildEnv(E2E_CHAIN_RPC_URL),
        },
      },
    ),
  );
  // Each route's JS and CSS in Chromium against the floor app's, and no unused heavy library loaded.
  step('bundle budget', () => run(process.execPath, [join(repoRoot, 'scripts/check-route-weights.mjs')]));
  e2eStarted = true;
  // The browser suite leaves more than half of the cores idle on its own (it waits on the browser,
  // the API and the chain), so it runs beside the unit and API tests. Their ports do not meet: the
  // e2e stack's are fixed below the kernel's ephemeral range (e2e/support/ports.ts), the API tests
  // take theirs from the kernel (scripts/lib/free-port.mjs).
  const vitestReports = ['--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json'];
  await concurrentSteps('typecheck, unit, API and end-to-end tests at once', [
    {
      // The longest suite, so a step of its own that starts first: inside turbo's run it waited for a
      // slot behind other packages' tests (4.5 to 10 minutes into the step) and ended the step alone.
      name: 'API integration tests',
      label: 'api',
      command: pnpm,
      args: ['exec', 'vitest', 'run', ...vitestReports],
      cwd: join(repoRoot, 'apps/api'),
      env: databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {},
    },
    {
      name: 'unit tests',
      label: 'unit',
      command: pnpm,
      args: [
        'exec',
        'turbo',
        'run',
        'test',
        '--filter=!@keyclub/api',
        '--concurrency=2',
        // A package's failure does not stop the others' tests: the last line counts every failure.
        '--continue',
        '--',
        ...vitestReports,
      ],
      env: { TURBO_TELEMETRY_DISABLED: '1' },
    },
    {
      // Each package's files under its own tsconfig, once per option set rather than once per package
      // that imports them (scripts/typecheck.mjs; a fresh CI checkout has no turbo cache to skip any).
      // Beside the tests rather than before them: its ~85 CPU s fill cores the browser suite leaves idle.
      name: 'typecheck',
      label: 'tsc',
      command: process.execPath,
      args: [join(repoRoot, 'scripts/typecheck.mjs')],
    },
    {
      // With PostgreSQL, specs that run an API of their own on it (specs/operator/retry-grant.spec.ts).
      name: 'end-to-end (Playwright, Chromium)',
      label: 'e2e',
      command: pnpm,
      args: ['exec', 'playwright', 'test'],
      cwd: join(repoRoot, 'e2e'),
      env: databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {},
    },
  ]);
  // The speed budgets last, alone: they measure the machine. The API's against a floor measured in
  // the same run (docs/performance.md); not judged (a floor that spread) is skipped.
  if (databaseUrl) {
    speedBudget = budgetStep('API speed budget (PostgreSQL)', 'scripts/check-api-speed.mjs');
  }
  // Lighthouse on the builds against the floor app's score (bench/page-speed.mjs), on the e2e ports
  // the browser suite has let go of.
  pageSpeedBudget = budgetStep('page speed budget (Lighthouse)', 'bench/page-speed.mjs');
} catch (error) {
  failure = error;
}

console.log(`\n=== timings\n${[...timings, sinceLine('in all', runStarted)].join('\n')}`);
// Each speed step's verdict again, where the end of a long log shows it.
for (const summary of ['api-speed', 'page-speed'].map((name) => join(STEP_SUMMARY_DIR, `${name}.txt`))) {
  if (existsSync(summary)) console.log(`\n${readFileSync(summary, 'utf8').trimEnd()}`);
}
for (const budget of [speedBudget, pageSpeedBudget])
  if (budget instanceof Error) console.error(`\n${budget.message}`);
if (failure) console.error(`\n${failure.message}`);
// Playwright empties e2e/test-results when it starts, so whatever is there is from this run.
const artifacts = e2eStarted ? failureArtifacts() : [];
if (artifacts.length) {
  console.log('\n=== traces and screenshots of failed browser tests');
  for (const file of artifacts) console.log(file);
  console.log('open a trace with: cd e2e && pnpm exec playwright show-trace <trace.zip>');
}
const tests = summarize();
const budgets = [speedBudget, pageSpeedBudget];
const passed = tests.passed + budgets.filter((budget) => budget === 'held').length;
const failed = tests.failed + budgets.filter((budget) => budget instanceof Error).length;
const skipped = budgets.filter((budget) => budget === 'not judged').length;
if (skipped)
  console.log('\nskipped: speed budgets not judged, their floor spread (the machine was busy; above)');
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failure || failed > 0 ? 1 : 0);
