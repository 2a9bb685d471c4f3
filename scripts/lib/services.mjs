// Starts the long-running parts (chain, API, web apps) as child processes, waits for each one's
// ready line, prefixes their output, and stops them all in reverse order. Used by `npm start`,
// the e2e global setup and the API load benchmark.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { cpuTicks, TICK_MS } from './process-cpu.mjs';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching terminal escape codes is the point
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** node with tsx's loader, run inside a workspace package that depends on tsx. */
export const tsxCommand = (script, ...args) => ({
  command: process.execPath,
  args: ['--import', 'tsx', script, ...args],
});

/** vite's CLI inside an app folder. */
export const viteCommand = (...args) => ({
  command: process.execPath,
  args: ['node_modules/vite/bin/vite.js', ...args],
});

/**
 * A starting service is given up on once it stops getting anywhere, not after a fixed time: a start
 * is mostly CPU (node loading vite's config, tsx compiling the API, migrations, the seed), so on a
 * loaded 2-core machine it stretches with the load (vite preview missed 120 s at load 20-40; at load
 * 45-60 the API had used 17 s of CPU after 10 minutes and missed 600 s), but a process that is
 * getting somewhere keeps using CPU. One that used none for STALL_MS is stuck, or waits for
 * something that is not coming (its own waits, as the seed's for the chain, are shorter); one past
 * START_CPU_MS of its own CPU is spinning (the API starts on ~20-30 s). Where /proc cannot be read
 * (not Linux), READY_DEADLINE_MS of wall time instead.
 */
const STALL_MS = 120_000;
const START_CPU_MS = 300_000;
const READY_DEADLINE_MS = 600_000;
const WATCH_EVERY_MS = 5_000;

/**
 * @param {{ name: string, command: string, args: string[], cwd: string, env?: Record<string,string>,
 *   ready: RegExp, timeoutMs?: number, logFile?: string }} spec
 */
export function startService(spec) {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, FORCE_COLOR: '0', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = spec.logFile ? createWriteStream(spec.logFile, { flags: 'a' }) : null;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const tail = [];
  const started = performance.now();
  const lastLines = () =>
    `${spec.logFile ? ` (log: ${spec.logFile})` : ''}; its last lines:\n${tail.join('\n')}`;
  const ready = new Promise((resolve, reject) => {
    const giveUp = (why) => {
      clearInterval(watch);
      reject(new Error(`${spec.name} ${why} and has not printed ${spec.ready}${lastLines()}`));
    };
    let lastTicks = null;
    let lastProgress = started;
    // spec.timeoutMs: a wall limit of the caller's own, on top.
    const watch = setInterval(() => {
      const now = performance.now();
      const ticks = cpuTicks(child.pid);
      const wallLimit = spec.timeoutMs ?? (ticks === null ? READY_DEADLINE_MS : null);
      if (wallLimit !== null && now - started > wallLimit)
        return giveUp(`did not get ready within ${Math.round(wallLimit / 1000)} s`);
      if (ticks === null) return;
      if (ticks !== lastTicks) {
        lastTicks = ticks;
        lastProgress = now;
      } else if (now - lastProgress > STALL_MS) {
        return giveUp(
          `used no CPU for ${STALL_MS / 1000} s (${Math.round((now - started) / 1000)} s since it started)`,
        );
      }
      if (ticks * TICK_MS > START_CPU_MS) giveUp(`used ${START_CPU_MS / 1000} s of CPU`);
    }, WATCH_EVERY_MS);
    const onLine = (raw) => {
      const line = stripAnsi(raw);
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (log) log.write(`${line}\n`);
      else process.stdout.write(`[${spec.name}] ${line}\n`);
      if (spec.ready.test(line)) {
        clearInterval(watch);
        resolve(line);
      }
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
    exited.then(({ code, signal }) => {
      clearInterval(watch);
      const seconds = Math.round((performance.now() - started) / 1000);
      reject(
        new Error(
          `${spec.name} exited (${signal ?? code}) after ${seconds} s, before it was ready${lastLines()}`,
        ),
      );
    });
  });
  ready.catch(() => {});
  return {
    name: spec.name,
    child,
    ready,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      log?.end();
    },
  };
}

export async function stopAll(services) {
  for (const service of [...services].reverse()) await service.stop();
}

/**
 * The local stack of every command: the chain CLI (anvil, contracts deployed to `deploymentFile`),
 * then the API on it with the demo seed. The API runs as production unless told otherwise, so
 * `mode` (its NODE_ENV: development or test) is required, and the dev outbox is mounted only with
 * `devOutbox`. `apiEnv` adds the caller's variables (ports, data folder, origins, log level),
 * `apiNodeFlags` Node's own flags (the API speed step's heap sizes, bench/lib/read-stack.mjs).
 * Every service goes to `onService` as soon as it is spawned, so the caller can stop it even
 * when a later one fails to start. `beforeApi`: work of the caller's, already under way beside the
 * chain's start, that the API must wait for (the e2e run's operator command on its database).
 */
export async function startLocalStack({
  mode,
  chainPort,
  chainStateFile,
  deploymentFile,
  apiPort,
  apiEnv = {},
  apiNodeFlags = [],
  devOutbox = false,
  logDir,
  onService = () => {},
  beforeApi = Promise.resolve(),
}) {
  if (mode !== 'development' && mode !== 'test')
    throw new Error(`mode must be development or test, not ${mode}`);
  const chainRpcUrl = `http://127.0.0.1:${chainPort}`;
  const logFile = (name) => (logDir ? join(logDir, `${name}.log`) : undefined);
  const start = async (spec) => {
    const service = startService({ ...spec, logFile: logFile(spec.name) });
    onService(service);
    await service.ready;
    return service;
  };
  const chain = await start({
    name: 'chain',
    ...tsxCommand(
      'src/node/cli.ts',
      '--port',
      String(chainPort),
      ...(chainStateFile ? ['--state', chainStateFile] : []),
      '--deployment-file',
      deploymentFile,
    ),
    cwd: join(repoRoot, 'packages/chain'),
    ready: /chain ready/,
  });
  await beforeApi;
  const { command, args } = tsxCommand('src/server.ts');
  const api = await start({
    name: 'api',
    command,
    args: [...apiNodeFlags, ...args],
    cwd: join(repoRoot, 'apps/api'),
    env: {
      NODE_ENV: mode,
      DEV_OUTBOX: String(devOutbox),
      SEED_DEMO: 'true',
      PORT: String(apiPort),
      CHAIN_RPC_URL: chainRpcUrl,
      CHAIN_DEPLOYMENT_FILE: deploymentFile,
      ...apiEnv,
    },
    // The first start migrates a fresh database and seeds locks on chain (the seed waits up to 2
    // minutes for the chain's first answers itself).
    ready: /api ready/,
  });
  return { chain, api, chainRpcUrl };
}
