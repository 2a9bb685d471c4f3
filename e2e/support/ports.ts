/**
 * The e2e stack runs on ports of its own so the suite can run while `npm start` is up
 * (3000 / 5173 / 5174 / 8545).
 */
export const E2E = {
  apiPort: 3100,
  chainPort: 8645,
  consumerPort: 4173,
  businessPort: 4174,
} as const;

export const apiUrl = `http://localhost:${E2E.apiPort}`;
export const chainRpcUrl = `http://127.0.0.1:${E2E.chainPort}`;
export const consumerUrl = `http://localhost:${E2E.consumerPort}`;
export const businessUrl = `http://localhost:${E2E.businessPort}`;
