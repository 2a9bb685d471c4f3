// Local chain for development and end-to-end runs: starts anvil, deploys the contracts (idempotent),
// prints "chain ready <rpcUrl> <deploymentFile>" and runs until SIGINT/SIGTERM.
// Usage: tsx src/node/cli.ts [--port 8545] [--host 127.0.0.1] [--state <file>] --deployment-file <file>
//        [--chain-id 31337] [--eth-usd-price 3000]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startAnvil } from './anvil.ts';
import { deployContracts } from './deploy-contracts.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8545' },
    host: { type: 'string' },
    state: { type: 'string' },
    'deployment-file': { type: 'string' },
    'chain-id': { type: 'string' },
    'eth-usd-price': { type: 'string' },
  },
});

function numberOption(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`--${name} must be a number, got "${raw}"`);
  return value;
}

const deploymentFileOption = values['deployment-file'];
if (!deploymentFileOption) {
  console.error('Missing --deployment-file <file>');
  process.exit(2);
}
const deploymentFile = resolve(deploymentFileOption);

const anvil = await startAnvil({
  port: numberOption('port', values.port) ?? 8545,
  host: values.host,
  stateFile: values.state === undefined ? undefined : resolve(values.state),
  chainId: numberOption('chain-id', values['chain-id']),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

let stopping = false;
async function shutdown(exitCode: number): Promise<never> {
  stopping = true;
  await anvil.stop();
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void shutdown(0));
}
void anvil.exited.then((code) => {
  if (stopping) return;
  console.error(`anvil exited unexpectedly with code ${code}`);
  process.exit(1);
});

try {
  await deployContracts({
    rpcUrl: anvil.rpcUrl,
    deploymentFile,
    ethUsdPrice: numberOption('eth-usd-price', values['eth-usd-price']),
  });
} catch (error) {
  console.error('Deploying the contracts failed:', error);
  await shutdown(1);
}
console.log(`chain ready ${anvil.rpcUrl} ${deploymentFile}`);
