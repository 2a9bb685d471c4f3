import { readFile } from 'node:fs/promises';
import { type Deployment, deploymentSchema } from '@keyclub/chain';
import { readEthUsdPrice } from '@keyclub/chain/node';
import { createPublicClient, http } from 'viem';
import { HttpError } from '../../http/errors.ts';

export const CHAIN_UNAVAILABLE_MESSAGE = 'The blockchain network is unreachable. Try again later';

/** The configured chain as the API sees it; every failure to reach it is a 503 HttpError. */
export type ChainGateway = {
  rpcUrl: string;
  blockNumber(): Promise<bigint>;
  /** The contracts' addresses from the deployment file (written by the chain's deploy step). */
  deployment(): Promise<Deployment>;
  /** USD per 1 ETH from the deployment's price feed. */
  ethUsdPrice(): Promise<number>;
};

function unavailable(cause: unknown): HttpError {
  const error = new HttpError(503, CHAIN_UNAVAILABLE_MESSAGE);
  error.cause = cause;
  return error;
}

async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No chain answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createChainGateway(options: {
  rpcUrl: string;
  deploymentFile: string;
  timeoutMs?: number;
}): ChainGateway {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const client = createPublicClient({
    transport: http(options.rpcUrl, { timeout: timeoutMs, retryCount: 0 }),
  });

  const deployment = async () => {
    try {
      return deploymentSchema.parse(JSON.parse(await readFile(options.deploymentFile, 'utf8')));
    } catch (cause) {
      throw unavailable(cause);
    }
  };

  return {
    rpcUrl: options.rpcUrl,
    deployment,
    async blockNumber() {
      try {
        return await withTimeout(client.getBlockNumber({ cacheTime: 0 }), timeoutMs);
      } catch (cause) {
        throw unavailable(cause);
      }
    },
    async ethUsdPrice() {
      const contracts = await deployment();
      try {
        return await withTimeout(
          readEthUsdPrice({ rpcUrl: options.rpcUrl, deployment: contracts }),
          timeoutMs,
        );
      } catch (cause) {
        throw unavailable(cause);
      }
    },
  };
}
