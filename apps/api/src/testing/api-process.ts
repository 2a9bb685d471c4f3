import { startService, tsxCommand } from '../../../../scripts/lib/services.mjs';
import { API_DIR } from '../env.ts';
import { compiledServerCommand } from './compiled-api.ts';
import { freePort } from './free-port.ts';
import { TEST_PASSWORD_SCRYPT_COST } from './test-password-cost.ts';

/**
 * The API as `npm start` runs it (src/server.ts), or as production does (`compiled`: dist/server.mjs,
 * built by buildApi first), in a process of its own, so a test can kill it with SIGKILL in the
 * middle of its work and start another on the same database and chain.
 */
export async function startApiProcess(env: Record<string, string>, { compiled = false } = {}) {
  const port = await freePort();
  const service = startService({
    name: `api:${port}`,
    ...(compiled ? compiledServerCommand : tsxCommand('src/server.ts')),
    cwd: API_DIR,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PASSWORD_SCRYPT_COST: String(TEST_PASSWORD_SCRYPT_COST),
      ...env,
    },
    ready: /api ready/,
  });
  await service.ready;
  return {
    url: `http://127.0.0.1:${port}`,
    /** As the machine losing power would: no shutdown, nothing flushed. */
    kill: async () => {
      service.child.kill('SIGKILL');
      await service.exited;
    },
    stop: () => service.stop(),
  };
}
