import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A TCP port the OS reports free right now (for tests that start their own chain). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
