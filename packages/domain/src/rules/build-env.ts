/** The variables a web build was given (Vite's `import.meta.env`). */
export type BuildEnv = Readonly<Record<string, unknown>>;

// Read without zod so that no schema library loads with the shells' first page. A variable left out
// takes its default; one given but malformed stops the app at start, naming it.
function given(env: BuildEnv, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value;
}

/** An absolute URL (`http://localhost:3000`). */
export function buildEnvUrl(env: BuildEnv, name: string, fallback: string): string {
  const value = given(env, name) ?? fallback;
  try {
    new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  return value;
}

/** A positive whole number, written in decimal digits (`31337`). */
export function buildEnvPositiveInt(env: BuildEnv, name: string, fallback: number): number {
  const value = given(env, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0 || value.trim() === '')
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return number;
}

/** An email address (`support@example.com`). */
export function buildEnvEmail(env: BuildEnv, name: string, fallback: string): string {
  const value = given(env, name) ?? fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw new Error(`${name} must be an email address, got "${value}"`);
  return value;
}

/** A non-empty text. */
export function buildEnvText(env: BuildEnv, name: string, fallback: string): string {
  const value = given(env, name) ?? fallback;
  if (value === '') throw new Error(`${name} must not be empty`);
  return value;
}

/** The chain a consumer build's wallets pay on, and the RPC it reads balances and receipts from. */
export type BuildChain = { chainId: number; rpcUrl: string; networkName: string };

// SPEC section 9: the default chain is Ethereum mainnet. A production build that names no chain
// points there (the RPC is a public one; a deployment names its own), never at a local node. Only a
// development server defaults to the local anvil chain; the test and demo builds name it explicitly.
const MAINNET: BuildChain = {
  chainId: 1,
  rpcUrl: 'https://ethereum-rpc.publicnode.com',
  networkName: 'Ethereum',
};
export const LOCAL_CHAIN: BuildChain = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  networkName: 'Localhost 8545',
};

/** The build's chain: each variable given wins; the rest default by the build's mode (Vite's `PROD`). */
export function buildEnvChain(env: BuildEnv): BuildChain {
  const fallback = env.PROD === true ? MAINNET : LOCAL_CHAIN;
  return {
    chainId: buildEnvPositiveInt(env, 'VITE_CHAIN_ID', fallback.chainId),
    rpcUrl: buildEnvUrl(env, 'VITE_CHAIN_RPC_URL', fallback.rpcUrl),
    networkName: buildEnvText(env, 'VITE_CHAIN_NAME', fallback.networkName),
  };
}
