import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  repoRoot,
  type Service,
  startService,
  stopAll,
  tsxCommand,
  viteCommand,
} from '../../scripts/lib/services.mjs';
import { apiUrl, businessUrl, chainRpcUrl, consumerUrl, E2E } from './ports.ts';

export const runDir = join(repoRoot, 'e2e/.run', String(E2E.offset));
export const deploymentFile = join(runDir, 'chain/deployment.json');

/**
 * A fresh stack for every run: anvil with the contracts deployed, the API on a fresh PGlite
 * database (demo data seeded), and `vite preview` of both production builds.
 */
export default async function globalSetup() {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(join(runDir, 'logs'), { recursive: true });
  // npm test builds `dist` for the default ports first; a run on other ports (or with E2E_BUILD=1)
  // builds its own copy pointing at its own API.
  const distDir = E2E.offset ? `dist-e2e-${E2E.offset}` : 'dist';
  for (const app of ['consumer', 'business']) {
    const cwd = join(repoRoot, `apps/${app}`);
    if (E2E.offset || process.env.E2E_BUILD) {
      execFileSync(viteCommand().command, viteCommand('build', '--outDir', distDir, '--emptyOutDir').args, {
        cwd,
        env: { ...process.env, VITE_API_URL: apiUrl },
        stdio: 'ignore',
      });
    } else if (!existsSync(join(cwd, 'dist/index.html'))) {
      throw new Error(
        `apps/${app}/dist is missing: build the apps with VITE_API_URL=${apiUrl} first (npm test does).`,
      );
    }
  }
  const logFile = (name: string) => join(runDir, 'logs', `${name}.log`);
  const services: Service[] = [];
  const start = async (service: Service) => {
    services.push(service);
    await service.ready;
  };
  try {
    await start(
      startService({
        name: 'chain',
        ...tsxCommand(
          'src/node/cli.ts',
          '--port',
          String(E2E.chainPort),
          '--deployment-file',
          deploymentFile,
        ),
        cwd: join(repoRoot, 'packages/chain'),
        ready: /chain ready/,
        logFile: logFile('chain'),
      }),
    );
    const api = startService({
      name: 'api',
      ...tsxCommand('src/server.ts'),
      cwd: join(repoRoot, 'apps/api'),
      env: {
        NODE_ENV: 'test',
        PORT: String(E2E.apiPort),
        PUBLIC_URL: apiUrl,
        DATA_DIR: join(runDir, 'data'),
        CHAIN_RPC_URL: chainRpcUrl,
        CHAIN_DEPLOYMENT_FILE: deploymentFile,
        CORS_ORIGINS: `${consumerUrl},${businessUrl}`,
        SEED_DEMO: 'true',
      },
      ready: /api ready/,
      timeoutMs: 180_000,
      logFile: logFile('api'),
    });
    const previews = (['consumer', 'business'] as const).map((app) =>
      startService({
        name: app,
        ...viteCommand(
          'preview',
          '--outDir',
          distDir,
          '--strictPort',
          '--port',
          String(app === 'consumer' ? E2E.consumerPort : E2E.businessPort),
        ),
        cwd: join(repoRoot, `apps/${app}`),
        ready: /Local:/,
        logFile: logFile(app),
      }),
    );
    await Promise.all([start(api), ...previews.map(start)]);
  } catch (error) {
    await stopAll(services);
    throw error;
  }
  return async () => stopAll(services);
}
