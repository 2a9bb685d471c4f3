// `npm start`: installs what is missing, then runs everything with embedded defaults — the local
// chain (anvil, contracts deployed), the API on PGlite (demo data seeded on first start) and both
// apps — prints the URLs and demo logins, and stops it all on Ctrl-C. Data lives in .data/, so a
// second start continues where the first stopped.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startService, stopAll, tsxCommand, viteCommand } from './lib/services.mjs';
import { ensurePnpm, installDependencies } from './lib/toolchain.mjs';

const dataDir = join(repoRoot, '.data');
const chainDir = join(dataDir, 'chain');
const deploymentFile = join(chainDir, 'deployment.json');
const urls = {
  api: 'http://localhost:3000',
  consumer: 'http://localhost:5173',
  business: 'http://localhost:5174',
  chain: 'http://127.0.0.1:8545',
};

installDependencies(ensurePnpm());
// The demo logins come from the seed's own module (TypeScript, loaded with the API's tsx).
const demoAccounts = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const m = await import('./src/db/seed/demo-accounts.ts'); console.log(JSON.stringify(m.DEMO_ACCOUNTS));",
    ],
    { cwd: join(repoRoot, 'apps/api'), encoding: 'utf8' },
  ),
);
mkdirSync(chainDir, { recursive: true });

const services = [];
let stopping = false;
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping ...');
  await stopAll(services);
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const launch = (spec) => {
  const service = startService(spec);
  services.push(service);
  service.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`${spec.name} stopped unexpectedly (${signal ?? code}); stopping everything.`);
    shutdown(1);
  });
  return service.ready;
};

try {
  await launch({
    name: 'chain',
    ...tsxCommand(
      'src/node/cli.ts',
      '--port',
      '8545',
      '--state',
      join(chainDir, 'state.json'),
      '--deployment-file',
      deploymentFile,
    ),
    cwd: join(repoRoot, 'packages/chain'),
    ready: /chain ready/,
  });
  await launch({
    name: 'api',
    ...tsxCommand('src/server.ts'),
    cwd: join(repoRoot, 'apps/api'),
    env: { SEED_DEMO: 'true', CHAIN_RPC_URL: urls.chain, CHAIN_DEPLOYMENT_FILE: deploymentFile },
    ready: /api ready/,
    timeoutMs: 300_000,
  });
  await Promise.all(
    ['consumer', 'business'].map((app) =>
      launch({
        name: app,
        ...viteCommand('--strictPort', '--port', new URL(urls[app]).port),
        cwd: join(repoRoot, `apps/${app}`),
        env: { VITE_API_URL: urls.api },
        ready: /Local:/,
      }),
    ),
  );
} catch (error) {
  console.error(`\n${error.message}`);
  await shutdown(1);
}

console.log(`
Keyclub is running (Ctrl-C stops everything; data stays in .data/):
  consumer app   ${urls.consumer}
  business app   ${urls.business}
  API            ${urls.api}   (docs ${urls.api}/docs)
  local chain    ${urls.chain}

Demo logins:
${Object.values(demoAccounts)
  .map((a) => `  ${a.role.padEnd(9)} ${a.email} / ${a.password}`)
  .join('\n')}
`);
