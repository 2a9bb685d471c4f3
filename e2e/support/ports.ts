/**
 * The e2e stack runs on ports of its own so the suite can run while `npm start` is up
 * (3000 / 5173 / 5174 / 8545). E2E_PORT_OFFSET shifts them all, so several runs can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E = {
  offset,
  apiPort: 3100 + offset,
  chainPort: 8645 + offset,
  // The two apps take adjacent ports, so an offset moves them by two.
  consumerPort: 4173 + 2 * offset,
  businessPort: 4174 + 2 * offset,
} as const;

export const apiUrl = `http://localhost:${E2E.apiPort}`;
export const chainRpcUrl = `http://127.0.0.1:${E2E.chainPort}`;
export const consumerUrl = `http://localhost:${E2E.consumerPort}`;
export const businessUrl = `http://localhost:${E2E.businessPort}`;
