import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import {
  type Deployment,
  deploymentSchema,
  encodeCall,
  erc20Abi,
  outcomeOf,
  publicLockAbi,
  readLockGuards,
} from '@keyclub/chain';
import { readEthUsdPrice, receiptPollingInterval } from '@keyclub/chain/node';
import {
  type Address,
  BaseError,
  createPublicClient,
  type Hex,
  HttpRequestError,
  http,
  keccak256,
  maxUint256,
  NonceTooLowError,
  TimeoutError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type TransactionSerializableEIP1559,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  type ChainPort,
  ChainRefusedError,
  ChainUnavailableError,
  type KeyReadings,
  type KeyRef,
  type KeyState,
  type LockSettings,
  type MinedCall,
  type SignedCall,
} from './chain-port.ts';

const isTransportFailure = (error: unknown) =>
  error instanceof NoAnswerInTime ||
  (error instanceof BaseError &&
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null);

const isNonceUsed = (error: unknown) =>
  error instanceof BaseError &&
  error.walk(
    (cause) => cause instanceof NonceTooLowError || /nonce too low/i.test((cause as Error).message),
  ) !== null;

class NoAnswerInTime extends Error {}

/** A transport failure is "unavailable" (503); any other answer of the node is a refusal (502). */
function chainError(error: unknown): ChainUnavailableError | ChainRefusedError {
  if (error instanceof ChainUnavailableError || error instanceof ChainRefusedError) return error;
  return isTransportFailure(error)
    ? new ChainUnavailableError(error)
    : new ChainRefusedError(error, isNonceUsed(error));
}

async function onChain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw chainError(error);
  }
}

async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswerInTime(`No chain answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Gas estimates are exact for the state they ran on; a margin covers what changes before mining. */
const withGasMargin = (gas: bigint) => (gas * 12n) / 10n;

/** The gas of a plain transfer to an address without code. */
const PLAIN_TRANSFER_GAS = 21_000n;

/** The API's chain port over viem: one node, one signer key, the deployment file. */
export function createChainPort(options: {
  rpcUrl: string;
  deploymentFile: string;
  signerKey: Hex;
  /** Each request to the node (default 3 s). */
  timeoutMs?: number;
}): ChainPort {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const client = createPublicClient({
    transport: http(options.rpcUrl, { timeout: timeoutMs, retryCount: 0 }),
    cacheTime: 0,
  });
  // Reads issued together go to the node as one JSON-RPC batch (one HTTP request).
  const batchClient = createPublicClient({
    transport: http(options.rpcUrl, { timeout: timeoutMs, retryCount: 0, batch: true }),
    cacheTime: 0,
  });
  const account = privateKeyToAccount(options.signerKey);

  const signLocally = async (
    transaction: Omit<TransactionSerializableEIP1559, 'type'> & { nonce: number },
  ): Promise<SignedCall> => {
    const raw = await account.signTransaction({ type: 'eip1559', ...transaction });
    return { raw, hash: keccak256(raw), nonce: transaction.nonce };
  };

  const deployment = async (): Promise<Deployment> => {
    try {
      return deploymentSchema.parse(JSON.parse(await readFile(options.deploymentFile, 'utf8')));
    } catch (cause) {
      throw new ChainUnavailableError(cause);
    }
  };

  const lockRead = { abi: publicLockAbi } as const;
  const readLock = (lock: Address): Promise<LockSettings> =>
    onChain(async () => {
      const [name, expirationDuration, maxNumberOfKeys] = await Promise.all([
        batchClient.readContract({ ...lockRead, address: lock, functionName: 'name' }),
        batchClient.readContract({ ...lockRead, address: lock, functionName: 'expirationDuration' }),
        batchClient.readContract({ ...lockRead, address: lock, functionName: 'maxNumberOfKeys' }),
      ]);
      return { name, expirationDuration, maxNumberOfKeys };
    });

  const keyState = (owner: Address, expiration: bigint): KeyState => ({
    owner,
    expiresAt: expiration === maxUint256 ? null : new Date(Number(expiration) * 1000),
  });

  const readKeys = (keys: readonly KeyRef[]): Promise<KeyReadings> =>
    onChain(async () => {
      const read = <T>(functionName: 'ownerOf' | 'keyExpirationTimestampFor', key: KeyRef) =>
        batchClient.readContract({
          ...lockRead,
          address: key.lock,
          functionName,
          args: [key.keyId],
        }) as Promise<T>;
      const [head, ...states] = await withTimeout(
        Promise.all([
          batchClient.getBlock({ blockTag: 'latest' }),
          ...keys.map((key) =>
            Promise.all([read<Address>('ownerOf', key), read<bigint>('keyExpirationTimestampFor', key)]).then(
              ([owner, expiration]) => keyState(owner, expiration),
              (error: unknown) => {
                // One lock that reverts leaves the other keys readable; a dead node fails them all.
                if (isTransportFailure(error)) throw error;
                return null;
              },
            ),
          ),
        ]),
        timeoutMs,
      );
      return { now: new Date(Number(head.timestamp) * 1000), keys: states };
    });

  const receiptOf = async (hash: Hex) => {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return null;
      throw error;
    }
  };

  return {
    rpcUrl: options.rpcUrl,
    signer: account.address,
    deployment,
    readLock,
    // Eleven reads, then the renewal price: two requests to the node instead of twelve.
    readLockGuards: (lock) => onChain(() => withTimeout(readLockGuards(batchClient, lock), timeoutMs)),
    readLockStock: (lock) =>
      onChain(async () => {
        // Batched: every checkout of a limited membership reads it, many at once in a rush.
        const read = (functionName: 'totalSupply' | 'maxNumberOfKeys') =>
          batchClient.readContract({ ...lockRead, address: lock, functionName });
        const [totalSupply, maxNumberOfKeys] = await withTimeout(
          Promise.all([read('totalSupply'), read('maxNumberOfKeys')]),
          timeoutMs,
        );
        return { totalSupply, maxNumberOfKeys };
      }),
    readLockBalance: (lock) =>
      onChain(async () => {
        const token = await withTimeout(
          batchClient.readContract({ ...lockRead, address: lock, functionName: 'tokenAddress' }),
          timeoutMs,
        );
        const units = await withTimeout(
          batchClient.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [lock],
          }),
          timeoutMs,
        );
        return { token, units };
      }),
    blockNumber: () => onChain(() => withTimeout(client.getBlockNumber(), timeoutMs)),
    ethUsdPrice: async () => {
      const contracts = await deployment();
      return onChain(() =>
        withTimeout(readEthUsdPrice({ rpcUrl: options.rpcUrl, deployment: contracts }), timeoutMs),
      );
    },
    receiptPollingMs: async () => receiptPollingInterval({ chainId: (await deployment()).chainId }),
    readTransaction: (hash) =>
      onChain(async () => {
        const transaction = await withTimeout(
          client.getTransaction({ hash }).catch((error: unknown) => {
            if (error instanceof TransactionNotFoundError) return null;
            throw error;
          }),
          timeoutMs,
        );
        if (!transaction) return { state: 'unknown' } as const;
        const receipt = await withTimeout(receiptOf(hash), timeoutMs);
        if (!receipt) return { state: 'pending' } as const;
        const head = await withTimeout(client.getBlockNumber(), timeoutMs);
        return {
          state: 'mined',
          from: transaction.from,
          success: receipt.status === 'success',
          confirmations: Number(head - receipt.blockNumber) + 1,
          logs: receipt.logs,
        } as const;
      }),

    readKey: (lock, keyId) =>
      onChain(async () => {
        const [owner, expiration] = await Promise.all([
          batchClient.readContract({ ...lockRead, address: lock, functionName: 'ownerOf', args: [keyId] }),
          batchClient.readContract({
            ...lockRead,
            address: lock,
            functionName: 'keyExpirationTimestampFor',
            args: [keyId],
          }),
        ]);
        return keyState(owner, expiration);
      }),

    readKeyAuthority: (lock, keyId) =>
      onChain(async () => {
        const read = (functionName: 'ownerOf' | 'keyManagerOf' | 'getApproved') =>
          batchClient.readContract({ ...lockRead, address: lock, functionName, args: [keyId] });
        const [owner, manager, approved] = await withTimeout(
          Promise.all([read('ownerOf'), read('keyManagerOf'), read('getApproved')]),
          timeoutMs,
        );
        return { owner, manager, approved };
      }),

    readKeys,
    isKeyValid: (lock, keyId) =>
      onChain(() =>
        withTimeout(
          client.readContract({ ...lockRead, address: lock, functionName: 'isValidKey', args: [keyId] }),
          timeoutMs,
        ),
      ),

    verifyMessageSignature: (input) => onChain(() => withTimeout(client.verifyMessage(input), timeoutMs)),

    prepare: async (call) => {
      const contracts = await deployment();
      return onChain(async () => {
        const { to, data } = await encodeCall(call, {
          deployment: contracts,
          signer: account.address,
          maxKeysPerAddress: (lock) =>
            client.readContract({ ...lockRead, address: lock, functionName: 'maxKeysPerAddress' }),
        });
        const [gas, fees] = await Promise.all([
          client.estimateGas({ account: account.address, to, data }),
          client.estimateFeesPerGas(),
        ]);
        return { call, to, data, gas: withGasMargin(gas), ...fees, chainId: contracts.chainId };
      });
    },

    transactionCount: (blockTag) =>
      onChain(() =>
        withTimeout(client.getTransactionCount({ address: account.address, blockTag }), timeoutMs),
      ),

    sign: (prepared, nonce) =>
      signLocally({
        chainId: prepared.chainId,
        to: prepared.to,
        data: prepared.data,
        gas: prepared.gas,
        maxFeePerGas: prepared.maxFeePerGas,
        maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
        nonce,
      }),

    signFiller: (nonce, fees) =>
      signLocally({ ...fees, to: account.address, value: 0n, gas: PLAIN_TRANSFER_GAS, nonce }),

    broadcast: (raw) =>
      onChain(async () => {
        await client.sendRawTransaction({ serializedTransaction: raw });
      }),

    waitForReceipt: async (call, hash, { timeoutMs: waitMs, signal }): Promise<MinedCall | null> => {
      const contracts = await deployment();
      const pollingMs = receiptPollingInterval({ chainId: contracts.chainId });
      const deadline = Date.now() + waitMs;
      for (;;) {
        // A node that is briefly unreachable is polled again: the transaction may still mine.
        const receipt = await receiptOf(hash).catch((error: unknown) => {
          if (isTransportFailure(error)) return null;
          throw chainError(error);
        });
        if (receipt) {
          return receipt.status === 'success'
            ? { reverted: false, outcome: outcomeOf(call, receipt, contracts) }
            : { reverted: true };
        }
        const left = deadline - Date.now();
        if (left <= 0 || signal?.aborted) return null;
        try {
          await delay(Math.min(pollingMs, left), undefined, { signal });
        } catch {
          return null;
        }
      }
    },
  };
}
