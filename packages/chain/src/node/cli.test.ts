import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { deploymentSchema } from '../deployment.ts';
import { erc20Abi } from '../index.ts';
import { publicClientFor } from './clients.ts';
import { LOCAL_ACCOUNTS } from './local-accounts.ts';
import { chainPackageDir } from './package-paths.ts';
import { mintUsd } from './usd-token.ts';

type RunningCli = { child: ChildProcess; rpcUrl: string; deploymentFile: string };

function startCli(args: string[]): Promise<RunningCli> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/node/cli.ts', ...args], {
    cwd: chainPackageDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`chain CLI exited with ${code} before it was ready`)));
    createInterface({ input: child.stdout as NonNullable<typeof child.stdout> }).on('line', (line) => {
      const ready = /^chain ready (\S+) (\S+)$/.exec(line);
      if (ready?.[1] && ready[2]) resolve({ child, rpcUrl: ready[1], deploymentFile: ready[2] });
    });
  });
}

function terminate(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('chain CLI', () => {
  const workDir = mkdtemp(join(tmpdir(), 'keyclub-chain-cli-'));
  afterAll(async () => {
    await rm(await workDir, { recursive: true, force: true });
  });

  it('prints the ready line, exits cleanly on SIGTERM and resumes the chain from its state file', async () => {
    const dir = await workDir;
    const stateFile = join(dir, 'anvil-state.json');
    const deploymentFile = join(dir, 'deployment.json');
    const buyer = LOCAL_ACCOUNTS[5].address;

    const first = await startCli([
      '--port',
      String(await freePort()),
      '--state',
      stateFile,
      '--deployment-file',
      deploymentFile,
    ]);
    expect(first.deploymentFile).toBe(deploymentFile);
    const deployed = deploymentSchema.parse(JSON.parse(await readFile(deploymentFile, 'utf8')));
    expect(deployed.rpcUrl).toBe(first.rpcUrl);
    await mintUsd({ rpcUrl: first.rpcUrl, deployment: deployed, to: buyer, amountUsd: 10 });
    expect(await terminate(first.child)).toBe(0);
    expect((await stat(stateFile)).size).toBeGreaterThan(0);

    const second = await startCli([
      '--port',
      String(await freePort()),
      '--state',
      stateFile,
      '--deployment-file',
      deploymentFile,
    ]);
    try {
      const resumed = deploymentSchema.parse(JSON.parse(await readFile(deploymentFile, 'utf8')));
      expect(resumed).toEqual({ ...deployed, rpcUrl: second.rpcUrl });
      // The balance minted before the restart is only there if the state was reloaded, not redeployed.
      const balance = await publicClientFor(second.rpcUrl).readContract({
        address: resumed.usdToken,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [buyer],
      });
      expect(balance).toBe(10_000_000n);
    } finally {
      expect(await terminate(second.child)).toBe(0);
    }
  });
});
