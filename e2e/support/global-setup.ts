import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { consumerServer } from '../../scripts/lib/consumer-server.mjs';
import { localChainBuildEnv } from '../../scripts/lib/local-chain-build-env.mjs';
import {
  repoRoot,
  type Service,
  startLocalStack,
  startService,
  stopAll,
  viteCommand,
} from '../../scripts/lib/services.mjs';
import { E2E_ACTIVATION_LINK_SECRET } from './activation-link.ts';
import { createE2eOperator } from './operator.ts';
import { apiUrl, businessUrl, chainRpcUrl, consumerUrl, E2E } from './ports.ts';

export const runDir = join(repoRoot, 'e2e/.run', String(E2E.offset));
export const deploymentFile = join(runDir, 'chain/deployment.json');

/**
 * A fresh stack for every run: anvil with the contracts deployed, the API in test mode on a fresh
 * PGlite database (demo data seeded, dev outbox on for the `outbox` fixture), and both production
 * builds: the consumer's through its web server, the business app's through `vite preview`.
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
      const build = (...args: string[]) =>
        execFileSync(viteCommand().command, viteCommand('build', ...args).args, {
          cwd,
          env: { ...process.env, VITE_API_URL: apiUrl, ...localChainBuildEnv(chainRpcUrl) },
          stdio: 'ignore',
        });
      build('--outDir', distDir, '--emptyOutDir');
      if (app === 'consumer')
        build('--ssr', consumerServer.entry, '--outDir', consumerServer.outDir(distDir));
    } else if (
      !existsSync(join(cwd, 'dist/index.html')) ||
      (app === 'consumer' && !existsSync(join(cwd, consumerServer.outDir('dist'), 'main.js')))
    ) {
      throw new Error(
        `apps/${app}/dist is missing: build the apps with VITE_API_URL=${apiUrl} first (npm test does).`,
      );
    }
  }
  const logDir = join(runDir, 'logs');
  const services: Service[] = [];
  try {
    const previews = [
      // The consumer through its web server, which renders a visitor's public pages (docs/performance.md).
      startService({
        name: 'consumer',
        ...consumerServer.command(distDir, E2E.consumerPort, 'localhost', { fresh: true }),
        cwd: join(repoRoot, 'apps/consumer'),
        ready: consumerServer.ready,
        logFile: join(logDir, 'consumer.log'),
      }),
      startService({
        name: 'business',
        ...viteCommand('preview', '--outDir', distDir, '--strictPort', '--port', String(E2E.businessPort)),
        cwd: join(repoRoot, 'apps/business'),
        ready: /Local:/,
        logFile: join(logDir, 'business.log'),
      }),
    ];
    services.push(...previews);
    // No signup makes an operator: the command does, on the database the API is about to open,
    // while the chain starts.
    const operatorMade = createE2eOperator(join(runDir, 'data'));
    // startLocalStack awaits it; should the chain fail first, its failure is not left unhandled.
    operatorMade.catch(() => {});
    await startLocalStack({
      mode: 'test',
      devOutbox: true,
      chainPort: E2E.chainPort,
      deploymentFile,
      apiPort: E2E.apiPort,
      apiEnv: {
        PUBLIC_URL: apiUrl,
        // Card checkout returns to the consumer app under test; Sign-In with Ethereum names its host.
        CONSUMER_APP_URL: consumerUrl,
        // Membership card QR codes link to the business app under test's activation page.
        BUSINESS_APP_URL: businessUrl,
        // Known to the tests, which sign an expired card link with it (support/activation-link.ts).
        ACTIVATION_LINK_SECRET: E2E_ACTIVATION_LINK_SECRET,
        DATA_DIR: join(runDir, 'data'),
        CORS_ORIGINS: `${consumerUrl},${businessUrl}`,
        // Set-up through the API names a client address of its own per account (X-Forwarded-For,
        // support/client-address.ts), as real users have: the per-IP limits then count each test's
        // user, not the whole suite. The browsers send no such header and count as this machine.
        TRUST_PROXY: '1',
        // Passwords hashed at scrypt N = 2^10, as in the API tests (apps/api/src/testing/
        // test-password-cost.ts): hashes record their N, and password.test.ts proves 2^15 once.
        PASSWORD_SCRYPT_COST: '1024',
        // Expiry reminders looked for every 2 s instead of 15 min: a spec waits for the mail, not the timer.
        EXPIRY_REMINDERS_EVERY_SECONDS: '2',
        // A platform fee the payouts spec can see taken from a sale (the default is 0).
        PLATFORM_FEE_PERCENTAGE: '10',
        // The chain's answers waited for 20 s, as in the API tests, instead of production's 3 s: beside
        // its own browsers on a loaded machine anvil's answers passed 3 s, and lock and grant writes
        // failed as unreachable (no spec here is about a slow chain).
        CHAIN_ANSWER_SECONDS: '20',
      },
      logDir,
      onService: (service) => services.push(service),
      beforeApi: operatorMade,
    });
    await Promise.all(previews.map((preview) => preview.ready));
  } catch (error) {
    await stopAll(services);
    throw error;
  }
  return async () => stopAll(services);
}
