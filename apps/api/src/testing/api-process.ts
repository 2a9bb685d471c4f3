import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The API as `npm start` runs it (src/server.ts), in a process of its own, so a test can kill it
 * with SIGKILL in the middle of its work and start another on the same database and chain.
 */
export async function startApiProcess(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(join('node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('api ready')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`The API exited (${code}) before it was ready:\n${output}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    /** As the machine losing power would: no shutdown, nothing flushed. */
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
