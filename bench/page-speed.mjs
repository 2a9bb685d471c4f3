// Page speed (issue 15): Lighthouse (mobile preset, Debian Chromium) five times each on the
// consumer's /marketplace and /public/token/{id} and on the floor app (bench/floor-app: React, React
// Router, TanStack Query and the Chakra provider, nothing else), in rounds so a change in the
// machine's load falls on all three. The consumer build talks to a real API (demo seed) and chain;
// the consumer's web server serves it (apps/consumer/src/server: the two pages rendered on the
// server, docs/performance.md "The largest paint"), nginx serves the floor app and stands in front of
// the API as production would (docs/deployment.md: a balancer that gzips the API's JSON). Prints the medians; exits 1 when a budget is broken:
// performance score ≥ 0.95 × and the largest paint ≤ 1.2 × the floor's, CLS ≤ 0.02 on both app routes. A sample that misses is
// measured once more (as many rounds again) and judged on that second sample alone, as the API's
// budget is (scripts/check-api-speed.mjs): one Lighthouse score point is 0.01 of the ratio, and a
// slow minute moves a median of five by that much. The score is judged only on a steady floor
// (bench/lib/floor-spread.mjs): a sample whose floor app's runs spread past FLOOR_SPREAD_LIMITS
// (score, LCP, TBT) is measured again, and if the floor still spreads the score budget is not judged
// (the LCP budget only when the floor's own LCP spread)
// (exit code NOT_JUDGED_EXIT_CODE, skipped in npm test); CLS is the page's own and judged on any
// machine. A sample ends early (after 3 of its 5 rounds at best) when the rest could not change its verdict on a
// steady floor (sampleDecided). Writes every run to bench/results/page-speed-<timestamp>.json. Usage: `pnpm bench:pages`
// (npm test runs it after the production builds). E2E_PORT_OFFSET moves the API and chain as for the
// e2e suite; PAGE_SPEED_REPORTS=<dir> keeps each run's whole Lighthouse report there (its traces and
// request timings).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import runLighthouse from 'lighthouse';
import { consumerServer } from '../scripts/lib/consumer-server.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { localChainBuildEnv } from '../scripts/lib/local-chain-build-env.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { repoRoot, startLocalStack, startService, stopAll, viteCommand } from '../scripts/lib/services.mjs';
import {
  exitCodeOf,
  floorSteadiness,
  judgeSample,
  stepVerdict,
  writeStepSummary,
} from './lib/floor-spread.mjs';
import { pageBudgetsDecided } from './lib/median-decided.mjs';
import { phaseTimes } from './lib/phase-times.mjs';
import { startStaticSites } from './lib/static-sites.mjs';

// PAGE_SPEED_RUNS: fewer rounds when looking into a page, not for the budget.
const RUNS = Number(process.env.PAGE_SPEED_RUNS ?? 5);
// The largest paint at most 1.2 × the floor's (issue 32 item 1), judged when the floor's own LCP
// held steady.
const BUDGET = { scoreOfFloor: 0.95, cls: 0.02, lcpOfFloor: 1.2 };
// The widest (max − min) / median of the floor app's per-run score, LCP and TBT at which the score
// is judged (docs/performance.md, "Judged only on a steady floor").
const FLOOR_SPREAD_LIMITS = { score: 0.1, LCP: 0.25, TBT: 1 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
// The e2e suite's ports (e2e/support/ports.ts): npm test builds the consumer app for them.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const apiUrl = `http://localhost:${3100 + offset}`;
const chainPort = 8645 + offset;

const workDir = mkdtempSync(join(tmpdir(), 'keyclub-page-speed-'));
const services = [];
let sites = null;
let balancer = null;
const shutdown = async () => {
  await sites?.stop();
  await balancer?.stop();
  await stopAll(services);
};
process.once('SIGINT', () => shutdown().then(() => process.exit(130)));

/**
 * The consumer build for this run's API: npm test's `dist` on the default ports, else (an offset, or
 * PAGE_SPEED_BUILD=1) a copy built as the e2e set-up builds its own. The floor app is built when missing.
 */
function builds() {
  const consumer = join(repoRoot, 'apps/consumer');
  const floor = join(repoRoot, 'bench/floor-app');
  const build = (cwd, outDir, env = {}, ...args) =>
    execFileSync(
      viteCommand().command,
      viteCommand('build', ...args, '--outDir', outDir, '--emptyOutDir').args,
      { cwd, env: { ...process.env, ...env }, stdio: 'ignore' },
    );
  let consumerDist = 'dist';
  if (offset || process.env.PAGE_SPEED_BUILD) {
    consumerDist = `dist-e2e-${offset}`;
    const env = { VITE_API_URL: apiUrl, ...localChainBuildEnv(`http://127.0.0.1:${chainPort}`) };
    build(consumer, consumerDist, env);
    build(consumer, consumerServer.outDir(consumerDist), env, '--ssr', consumerServer.entry);
  } else if (
    !existsSync(join(consumer, 'dist/index.html')) ||
    !existsSync(join(consumer, consumerServer.outDir('dist'), 'main.js'))
  ) {
    throw new Error(
      `apps/consumer/dist is missing: build it with VITE_API_URL=${apiUrl} first (npm test does).`,
    );
  }
  if (!existsSync(join(floor, 'dist/index.html'))) build(floor, 'dist');
  return { consumer: consumerDist, floor: join(floor, 'dist') };
}

// Lighthouse runs in this process, imported once: its CLI, one process a run, spent about 1.4 s of CPU
// loading its modules each time (26-49 s of wall time at load 50). Chrome is still a fresh one per
// run, launched by chrome-launcher as Lighthouse's CLI launches it (the same default flags and a new
// profile, so every run loads the page cold); Lighthouse's own dependency, found from its package.
const { launch: launchChrome } = await import(
  createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json')).resolve('chrome-launcher')
);

/**
 * One Lighthouse run (mobile preset, performance only); answers the figures and the API calls. No
 * full-page screenshot unless the reports are kept: it is taken after the trace, and no audit of
 * the performance score reads it (their artifacts: the trace, the devtools log, the URL, the host).
 */
async function lighthouse(url, name) {
  const reports = process.env.PAGE_SPEED_REPORTS;
  const chrome = await launchChrome({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  let result;
  try {
    result = await runLighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'silent',
      disableFullPageScreenshot: !reports,
    });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`lighthouse gave no result on ${url}`);
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`), result.report);
  }
  const report = result.lhr;
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id].numericValue;
  return {
    score: report.categories.performance.score,
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    apiCalls: report.audits['network-requests'].details.items
      .filter((item) => item.url.startsWith(apiUrl))
      .map((item) => `${item.statusCode} ${item.url.slice(apiUrl.length)}`),
  };
}

/**
 * A page's HTML over a connection of its own: a kept-alive one reused a minute later could be closed
 * by the server as it was reused ("other side closed", at load 46).
 */
const htmlOf = (url) =>
  new Promise((resolve, reject) => {
    httpGet(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });

/** Whether the consumer's server answers `url` rendered, with the answers of its reads in the page. */
async function renderedWithData(url) {
  const html = await htmlOf(url);
  const state = html.match(
    /<script type="application\/json" id="keyclub-server-state">([^<]*)<\/script>/,
  )?.[1];
  return state !== undefined && JSON.parse(state).queries.queries.length > 0;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Whether the rounds still to come of a sample could change its verdict: each budget's medians
 * bounded on one side of it (pageBudgetsDecided, bench/lib/median-decided.mjs), on a steady floor.
 */
function sampleDecided(pages, runs) {
  if (RUNS % 2 === 0 || !floorSteadinessOf(pages, runs).steady) return false;
  const figures = (name, key) => runs[name].map((run) => run[key]);
  return pageBudgetsDecided({
    floorScores: figures(pages[0].name, 'score'),
    floorLcps: figures(pages[0].name, 'lcp'),
    pages: pages.slice(1).map(({ name }) => ({
      scores: figures(name, 'score'),
      cls: figures(name, 'cls'),
      lcps: figures(name, 'lcp'),
    })),
    total: RUNS,
    scoreOfFloor: BUDGET.scoreOfFloor,
    maxCls: BUDGET.cls,
    maxLcpOfFloor: BUDGET.lcpOfFloor,
  });
}

/**
 * RUNS rounds of every page in turn, fewer once the rounds left could not change the verdict
 * (sampleDecided); answers each page's runs.
 */
async function sample(pages) {
  const runs = Object.fromEntries(pages.map((page) => [page.name, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      const run = await lighthouse(page.url, page.name);
      // A page that failed to read its data would be measured empty: refuse the figure. A page the
      // server rendered asked for its data there: its HTML carries the answers.
      if (
        page.needs &&
        !run.apiCalls.some((call) => call.startsWith('200 ') && call.includes(page.needs)) &&
        !(await renderedWithData(page.url))
      )
        throw new Error(
          `${page.name}: no 200 answer from ${page.needs} (API calls: ${run.apiCalls.join(', ')}) and no server-rendered data`,
        );
      runs[page.name].push(run);
      console.log(
        `round ${round} ${page.name}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}`,
      );
    }
    if (round < RUNS && sampleDecided(pages, runs)) {
      console.log(`the ${RUNS - round} round(s) left could not change the verdict: sample ends at ${round}`);
      break;
    }
  }
  return runs;
}

/** How steady the floor app's runs of a sample were (the floor app is the first page). */
function floorSteadinessOf(pages, runs) {
  const floorRuns = runs[pages[0].name];
  return floorSteadiness(
    {
      score: [floorRuns.map((run) => run.score)],
      LCP: [floorRuns.map((run) => run.lcp)],
      TBT: [floorRuns.map((run) => run.tbt)],
    },
    FLOOR_SPREAD_LIMITS,
  );
}

/**
 * The medians of a sample (the floor app first), the table's rows and what breaks the budget: the
 * score against the floor's (judged on a steady floor), the largest paint against the floor's (judged
 * on the floor's steady LCP), and CLS (on any machine).
 */
function judge(pages, runs) {
  const medians = pages.map(({ name }) => {
    const of = (key) => median(runs[name].map((run) => run[key]));
    return { name, score: of('score'), cls: of('cls'), fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt') };
  });
  const floor = medians[0];
  const scoreProblems = [];
  const lcpProblems = [];
  const clsProblems = [];
  const rows = medians.map((page) => {
    const ratio = page.score / floor.score;
    let verdict = '';
    if (page !== floor) {
      verdict = ratio >= BUDGET.scoreOfFloor ? `≥ ${BUDGET.scoreOfFloor}` : `under ${BUDGET.scoreOfFloor}`;
      if (ratio < BUDGET.scoreOfFloor)
        scoreProblems.push(
          `${page.name}: score ${page.score} is ${ratio.toFixed(2)} × the floor's (budget ≥ ${BUDGET.scoreOfFloor})`,
        );
      if (page.lcp / floor.lcp > BUDGET.lcpOfFloor)
        lcpProblems.push(
          `${page.name}: LCP ${Math.round(page.lcp)} ms is ${(page.lcp / floor.lcp).toFixed(2)} × the floor's (budget ≤ ${BUDGET.lcpOfFloor})`,
        );
      if (page.cls > BUDGET.cls)
        clsProblems.push(`${page.name}: CLS ${page.cls.toFixed(3)} (budget ≤ ${BUDGET.cls})`);
    }
    return {
      page: page.name,
      score: page.score,
      'score / floor': ratio.toFixed(2),
      budget: verdict,
      CLS: page.cls.toFixed(3),
      'FCP ms': Math.round(page.fcp),
      'LCP ms': Math.round(page.lcp),
      'LCP / floor': (page.lcp / floor.lcp).toFixed(2),
      'TBT ms': Math.round(page.tbt),
    };
  });
  const problems = [...scoreProblems, ...lcpProblems, ...clsProblems];
  return { medians, rows, scoreProblems, lcpProblems, clsProblems, problems };
}

const { timed, text: phaseText } = phaseTimes();

try {
  const dists = await timed('builds', builds);
  sites = await startStaticSites([{ name: 'floor', root: dists.floor }]);
  const consumerPort = await freePort();
  const consumerUrl = `http://127.0.0.1:${consumerPort}`;
  // The build calls the API at apiUrl: the balancer listens there, the API process behind it.
  const apiProcessPort = await freePort();
  await timed('start and seed', () =>
    startLocalStack({
      mode: 'test',
      chainPort,
      deploymentFile: join(workDir, 'deployment.json'),
      apiPort: apiProcessPort,
      apiEnv: {
        DATA_DIR: join(workDir, 'data'),
        PUBLIC_URL: apiUrl,
        LOG_LEVEL: 'warn',
        CORS_ORIGINS: consumerUrl,
      },
      logDir: workDir,
      onService: (service) => services.push(service),
    }),
  );
  balancer = await startNginx([`http://127.0.0.1:${apiProcessPort}`], { port: 3100 + offset });
  // After the API's balancer: the server renders the marketplace from the API as it starts.
  const consumerService = startService({
    name: 'consumer',
    ...consumerServer.command(dists.consumer, consumerPort, '127.0.0.1'),
    cwd: join(repoRoot, 'apps/consumer'),
    ready: consumerServer.ready,
    logFile: join(workDir, 'consumer.log'),
  });
  services.push(consumerService);
  await consumerService.ready;
  // A listed membership of the demo seed, with its art: the detail page shows real content.
  const listed = await (await fetch(`${apiUrl}/market-place?limit=12`)).json();
  const membership = listed.data?.[0];
  if (!membership) throw new Error('GET /market-place listed nothing: the demo seed is missing');
  const pages = [
    { name: 'floor app', url: `${sites.urls.floor}/`, needs: null },
    {
      name: 'consumer /marketplace',
      url: `${consumerUrl}/marketplace`,
      needs: '/market-place?',
    },
    {
      name: `consumer /public/token/${membership.id}`,
      url: `${consumerUrl}/public/token/${membership.id}`,
      needs: `/tokens/${membership.id}`,
    },
  ];
  const load = [loadavg()[0]];
  let runs = await timed('first sample', () => sample(pages));
  let verdict = judge(pages, runs);
  let floorRuns = floorSteadinessOf(pages, runs);
  let firstSample = null;
  if (
    judgeSample({ misses: verdict.problems, steady: floorRuns.steady, lastSample: false }) === 'measure again'
  ) {
    const why = [...verdict.problems, ...(floorRuns.steady ? [] : [floorRuns.text])];
    console.log(`${why.join('; ')} — measuring all three again, judged on that sample alone`);
    firstSample = runs;
    runs = await timed('second sample', () => sample(pages));
    verdict = judge(pages, runs);
    floorRuns = floorSteadinessOf(pages, runs);
  }
  load.push(loadavg()[0]);
  const lastSample = firstSample !== null;
  const outcome = stepVerdict([
    judgeSample({ misses: verdict.scoreProblems, steady: floorRuns.steady, lastSample }),
    // The largest paint rests on the floor's own (as each API target rests on the floor figure it
    // compares): a quiet floor's score moves a tenth between runs while its LCP holds within 3 %.
    judgeSample({ misses: verdict.lcpProblems, steady: floorRuns.steadyBy.LCP, lastSample }),
    // CLS is the page's own, whatever the machine did to the floor: judged on any sample.
    judgeSample({ misses: verdict.clsProblems, steady: true, lastSample }),
  ]);
  const { medians, rows, problems } = verdict;
  const loadText = `load ${load.map((value) => value.toFixed(1)).join(' → ')}`;
  console.log(
    `\nLighthouse medians of ${runs[pages[0].name].length} of ${RUNS} runs (mobile preset${firstSample ? ', second sample' : ''}), ${loadText}; ${floorRuns.text}`,
  );
  console.table(rows);
  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const resultsFile = join(resultsDir, `page-speed-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    resultsFile,
    JSON.stringify({ load, outcome, floorSpread: floorRuns.spreads, medians, runs, firstSample }, null, 2),
  );
  console.log(`every run: ${resultsFile}`);
  console.log(`Time by phase: ${phaseText()}`);
  process.exitCode = exitCodeOf(outcome);
  const summary =
    outcome === 'missed'
      ? ['page speed budget broken:', ...problems]
      : outcome === 'not judged'
        ? [
            `page speed ${floorRuns.steadyBy.LCP ? `largest paint held (LCP ≤ ${BUDGET.lcpOfFloor} × the floor's), score budget` : 'score and largest paint budgets'} not judged: ${floorRuns.text} in the second sample, ${loadText} (the machine was too busy; the figures above${problems.length ? `: ${problems.join('; ')}` : ''}); CLS ≤ ${BUDGET.cls} on both routes`,
          ]
        : [
            `page speed budget holds: CLS ≤ ${BUDGET.cls}, score ≥ ${BUDGET.scoreOfFloor} × and LCP ≤ ${BUDGET.lcpOfFloor} × the floor's on both routes${firstSample ? ' (second sample)' : ''}`,
          ];
  (outcome === 'missed' ? console.error : console.log)(`\n${summary.join('\n')}`);
  writeStepSummary('page-speed', summary);
} catch (error) {
  console.error(error);
  console.error(`service logs: ${workDir}`);
  process.exitCode = 1;
} finally {
  await shutdown();
  if (process.exitCode !== 1) rmSync(workDir, { recursive: true, force: true });
}
