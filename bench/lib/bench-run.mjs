// The frame of a bench that starts services (api-load, read-scale, scale-out, cpu-per-request and
// scripts/check-api-speed): a throw-away work folder for their data and logs, one stop on SIGINT/SIGTERM
// or at the end, the folder removed unless the run failed (its service logs are kept then), and the report
// written to bench/results/<name>-<timestamp>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/services.mjs';

/**
 * A bench's work folder (`workDir`, named from `prefix`) and its stop: `stopServices` runs once, on a signal or after
 * `run`'s main; `stopped()` tells a measuring loop to return early.
 */
export function benchRun(prefix, stopServices) {
  const workDir = mkdtempSync(join(tmpdir(), prefix));
  let stopping = null;
  const stop = () => {
    stopping ??= stopServices();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the stack`);
      void stop().finally(() => {
        rmSync(workDir, { recursive: true, force: true });
        process.exit(130);
      });
    });
  }
  return {
    workDir,
    stopped: () => stopping !== null,
    /** Runs `main`, then stops the services; a failure sets the exit code and keeps the logs. */
    async run(main) {
      try {
        await main();
      } catch (error) {
        process.exitCode = 1;
        console.error(error);
        console.error(`Service logs kept in ${workDir}`);
      } finally {
        await stop();
        if (process.exitCode !== 1) rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}

/** The whole number of at least 1 in env `name` (`fallback` when unset); anything else stops the bench. */
export function positiveEnv(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Writes `report` (dated, with the Node version) to bench/results/<name>-<timestamp>.json and says where. */
export function writeReport(name, report) {
  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...report }, null, 2)}\n`,
  );
  console.log(`Written to ${file}`);
}
