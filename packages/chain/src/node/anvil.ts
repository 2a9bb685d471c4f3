import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { dependencyDir, requireFromChain } from './package-paths.ts';

export type StartAnvilOptions = {
  port: number;
  host?: string;
  stateFile?: string;
  chainId?: number;
  /** Starts as a fork of this node's current state (contracts included), e.g. a test's private chain. */
  forkUrl?: string;
};
export type RunningAnvil = {
  rpcUrl: string;
  /** Resolves with the exit code once the process has ended (after stop() or on its own). */
  exited: Promise<number | null>;
  /** Ends anvil gracefully (it dumps its state file on exit) and waits until it is gone. */
  stop(): Promise<void>;
};

export const DEFAULT_CHAIN_ID = 31337;
const STATE_INTERVAL_SECONDS = 5;
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/**
 * The native binary shipped by @foundry-rs/anvil: its per-platform optional dependency, or the copy
 * its postinstall downloads next to the wrapper when that dependency is missing.
 */
export function anvilBinaryPath(): string {
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const wrapperDir = dependencyDir('@foundry-rs/anvil');
  const platformPackage = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (platformPackage) {
    try {
      return requireFromChain.resolve(`${platformPackage}/bin/${binaryName}`, { paths: [wrapperDir] });
    } catch {
      // fall back to the postinstall copy below
    }
  }
  for (const candidate of [join(wrapperDir, binaryName), join(wrapperDir, '..', 'dist', binaryName)]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `No anvil binary for ${process.platform}-${process.arch}: reinstall @foundry-rs/anvil (pnpm install) so its platform package is present`,
  );
}

function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Cannot start anvil: port ${port} on ${host} is already in use`
            : `Cannot start anvil on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

async function answersJsonRpc(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Keeps the last lines anvil printed, to explain a failed start. */
function captureTail(child: ChildProcess): () => string {
  let tail = '';
  const append = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-2_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => tail.trim();
}

export async function startAnvil(options: StartAnvilOptions): Promise<RunningAnvil> {
  const host = options.host ?? '127.0.0.1';
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  await assertPortFree(options.port, host);

  const args = ['--port', String(options.port), '--host', host, '--chain-id', String(chainId)];
  if (options.stateFile) {
    await mkdir(dirname(options.stateFile), { recursive: true });
    // --state loads the file when present and dumps on exit; the interval bounds what a hard kill loses.
    args.push('--state', options.stateFile, '--state-interval', String(STATE_INTERVAL_SECONDS));
  }
  if (options.forkUrl) args.push('--fork-url', options.forkUrl);
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const outputTail = captureTail(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const spawnFailed = new Promise<Error>((resolve) => child.once('error', resolve));

  const urlHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  const rpcUrl = `http://${urlHost}:${options.port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ended: string | undefined;
  void exited.then((code) => {
    ended = `anvil exited with code ${code} before answering`;
  });
  void spawnFailed.then((error) => {
    ended = `anvil could not be spawned: ${error.message}`;
  });
  while (!(await answersJsonRpc(rpcUrl))) {
    if (ended !== undefined) throw new Error(`${ended} on ${rpcUrl}\n${outputTail()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `anvil did not answer JSON-RPC on ${rpcUrl} within ${READY_TIMEOUT_MS} ms\n${outputTail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { rpcUrl, exited, stop };
}
