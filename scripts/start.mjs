// `npm start`: installs what is missing, then runs everything with embedded defaults — the local
// chain (anvil, contracts deployed), the API in development mode on PGlite (demo data seeded on
// first start, mails kept in the dev outbox) and both apps — prints the URLs and demo logins, and
// stops it all on Ctrl-C. Data lives in .data/, so a
// second start continues where the first stopped.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localChainBuildEnv } from './lib/local-chain-build-env.mjs';
import { repoRoot, startLocalStack, startService, stopAll, viteCommand } from './lib/services.mjs';
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
      "const m = await import('./src/seed/demo-accounts.ts'); console.log(JSON.stringify(m.DEMO_ACCOUNTS));",
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

/** Keeps the service for Ctrl-C, and stops everything when it dies on its own. */
const track = (service) => {
  services.push(service);
  service.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`${service.name} stopped unexpectedly (${signal ?? code}); stopping everything.`);
    shutdown(1);
  });
  return service;
};

try {
  await startLocalStack({
    mode: 'development',
    devOutbox: true,
    chainPort: Number(new URL(urls.chain).port),
    chainStateFile: join(chainDir, 'state.json'),
    deploymentFile,
    apiPort: Number(new URL(urls.api).port),
    onService: track,
  });
  await Promise.all(
    ['consumer', 'business'].map(
      (app) =>
        track(
          startService({
            name: app,
            ...viteCommand('--strictPort', '--port', new URL(urls[app]).port),
            cwd: join(repoRoot, `apps/${app}`),
            env: { VITE_API_URL: urls.api, ...localChainBuildEnv(urls.chain) },
            ready: /Local:/,
          }),
        ).ready,
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
