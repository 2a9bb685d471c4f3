// Steps of `npm test` that run at the same time (scripts/test.mjs): each in a process tree of its own
// (step-tree.mjs), so its wall and CPU are its own; its output streams live, every line prefixed
// with the step's label so the two stay readable side by side.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './services.mjs';
import { cleanEnv } from './toolchain.mjs';

const stepTree = join(repoRoot, 'scripts/lib/step-tree.mjs');
/** How long the output may still drain after a step exited (a server it left could hold the pipe). */
const DRAIN_MS = 5_000;

/** Copies a stream to `out` line by line (never half a line of one step inside another's). */
function prefixLines(stream, out, prefix) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    if (lines.length) out.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  });
  const ended = once(stream, 'end').then(() => {
    if (pending) out.write(`${prefix}${pending}\n`);
  });
  return ended;
}

/**
 * Runs one step: `{ label, command, args, cwd?, env? }`. Resolves (never rejects) with its wall and
 * CPU ms and, when it failed, an error naming the step and its exit code or signal. Every step runs
 * at the usual priority: one lowered to leave the CPU to the browser suite got a tenth of a core
 * beside any other process of the machine (`stress-ng --cpu 2`: the API suite had run 7 of its 118
 * files after 25 minutes).
 */
async function runStep({ label, command, args, cwd = repoRoot, env = {} }) {
  const startedMs = Date.now();
  const reportDir = mkdtempSync(join(tmpdir(), 'keyclub-step-'));
  const reportFile = join(reportDir, 'cpu.json');
  // Colours as the step would print them straight to this terminal.
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(process.execPath, [stepTree, reportFile, command, ...args], {
    cwd,
    env: cleanEnv({ ...colour, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${label} │ `;
  const drained = Promise.all([
    prefixLines(child.stdout, process.stdout, prefix),
    prefixLines(child.stderr, process.stderr, prefix),
  ]);
  const [status, signal] = await once(child, 'exit');
  const wallMs = Date.now() - startedMs;
  await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref())]);
  let report = {};
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    // The wrapper itself was killed: its tree's CPU is unknown (0).
  }
  rmSync(reportDir, { recursive: true, force: true });
  const how = report.signal ?? signal ?? status;
  const failed = status !== 0 || signal !== null;
  return {
    wallMs,
    cpuMs: report.cpuMs ?? 0,
    error: failed
      ? Object.assign(new Error(`${label}: ${command} ${args.join(' ')} failed (${how})`), { status })
      : null,
  };
}

/** Runs the steps at once and waits for all of them, also when one fails early. */
export const runConcurrently = (steps) => Promise.all(steps.map(runStep));
