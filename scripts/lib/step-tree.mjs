// Runs one command and reports its process tree's CPU: `npm test` starts a step that runs beside
// another in a process of its own (scripts/lib/concurrent-steps.mjs), so each step's CPU under
// `=== timings` is its own tree's, not the sum of both.
// Usage: node step-tree.mjs <report file> <command> [args...]: the CPU (ms) goes to the report file as
// JSON (not a pipe: a server the command leaves behind would hold it open), the exit code is the command's.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { ownTreeCpuMs } from './steps.mjs';

const [reportFile, command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: 'inherit' });
if (result.error) console.error(result.error.message);
writeFileSync(reportFile, JSON.stringify({ cpuMs: ownTreeCpuMs(), signal: result.signal }));
process.exit(result.status ?? 1);
