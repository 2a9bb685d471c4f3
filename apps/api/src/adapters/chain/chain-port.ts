import type { ChainCall, ChainOutcome, Deployment, LockGuards } from '@keyclub/chain';
import type { Address, Hex, Log } from 'viem';
import { HttpError } from '../../http/errors.ts';

export const CHAIN_UNAVAILABLE_MESSAGE = 'The blockchain network is unreachable. Try again later';

/** The chain answered but refused the transaction (reverted, out of gas, signer without funds…). */
export const CHAIN_REFUSED_MESSAGE =
  'The blockchain network refused the membership’s transaction, so nothing was saved. Try again later or contact support.';

/** The node could not be reached (or did not answer in time): a request sent may or may not have arrived. */
export class ChainUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, CHAIN_UNAVAILABLE_MESSAGE);
    this.cause = cause;
  }
}

/** The node answered no: a simulation reverted, the signer lacks funds, the nonce is taken… */
export class ChainRefusedError extends HttpError {
  constructor(
    cause: unknown,
    /** The transaction's nonce was already used (by itself once mined, or by another transaction). */
    readonly nonceUsed = false,
  ) {
    super(502, CHAIN_REFUSED_MESSAGE);
    this.cause = cause;
  }
}

/** What an edit may change on a lock: its name, key duration and key limit (in the lock's units). */
export type LockSettings = { name: string; expirationDuration: bigint; maxNumberOfKeys: bigint };

/** One transaction of the API signer, encoded by @keyclub/chain (the chain tests send the same bytes). */
export type { ChainCall, ChainOutcome } from '@keyclub/chain';

/** Someone's transaction as a crypto claim reads it (R7): unknown, waiting in the pool, or mined. */
export type ForeignTransaction =
  | { state: 'unknown' }
  | { state: 'pending' }
  | {
      state: 'mined';
      from: Address;
      success: boolean;
      /** Blocks from its own (1) to the newest. */
      confirmations: number;
      logs: Log[];
    };

/** A key as its lock has it now: the holder and the expiry (null = never expires). */
export type KeyState = { owner: Address; expiresAt: Date | null };

/**
 * Who besides the holder may move a key: its key manager (the zero address = the holder) and the
 * one address approved for it (the zero address = none).
 */
export type KeyAuthority = { owner: Address; manager: Address; approved: Address };
/** A key to read: its lock and id. */
export type KeyRef = { lock: Address; keyId: bigint };

/** The chain's clock (the latest block's time) and the keys asked for, in their order. */
export type KeyReadings = { now: Date; keys: (KeyState | null)[] };

/** A call simulated and priced (gas, fees), ready to sign with a nonce. */
export type PreparedCall = {
  call: ChainCall;
  to: Address;
  data: Hex;
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  chainId: number;
};

export type SignedCall = { hash: Hex; raw: Hex; nonce: number };

/** What a 0-value transfer to the signer itself needs besides its nonce: the fees and the chain. */
export type FillerFees = Pick<PreparedCall, 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'chainId'>;

/** A receipt as the writes read it: reverted, or mined with its outcome. */
export type MinedCall = { reverted: true } | { reverted: false; outcome: ChainOutcome };

/**
 * Everything the API does on chain, in one place, so a test can replace it. Reads throw
 * ChainUnavailableError when the node cannot be reached; write steps throw ChainUnavailableError or
 * ChainRefusedError. Sending is split so that only nonce assignment and signing, both local, run under
 * the signer lock; the hand-over to the node comes after (apps/api/src/chain-writes/send-call.ts).
 */
export type ChainPort = {
  rpcUrl: string;
  /** The API signer's address (lock manager of every membership lock). */
  signer: Address;
  blockNumber(): Promise<bigint>;
  /** The contracts' addresses from the deployment file (written by the chain's deploy step). */
  deployment(): Promise<Deployment>;
  /** USD per 1 ETH from the deployment's price feed. */
  ethUsdPrice(): Promise<number>;
  /** The lock's name, key duration and key limit as the chain has them now. */
  readLock(lock: Address): Promise<LockSettings>;
  /** What lets the lock's holders move, split or cancel keys (transfer fee, refund penalty, hooks). */
  readLockGuards(lock: Address): Promise<LockGuards>;
  /** Keys the lock has minted (`totalSupply`) and may mint (`maxNumberOfKeys`; UNLIMITED = no limit). */
  readLockStock(lock: Address): Promise<{ totalSupply: bigint; maxNumberOfKeys: bigint }>;
  /** The lock's sales waiting in it: its key price's token (`tokenAddress`) and the lock's balance of it. */
  readLockBalance(lock: Address): Promise<{ token: Address; units: bigint }>;
  /**
   * Whether `address` signed `message` (EIP-191): a key's signature, or a smart account's
   * (ERC-1271 / ERC-6492, which is why the chain is asked).
   */
  verifyMessageSignature(input: { address: Address; message: string; signature: Hex }): Promise<boolean>;
  /** How long to wait between two reads of a transaction not mined yet: 50 ms on a local chain, 1.5 s elsewhere. */
  receiptPollingMs(): Promise<number>;
  /** A transaction someone else sent (a buyer's purchase), with its receipt's logs once mined. */
  readTransaction(hash: Hex): Promise<ForeignTransaction>;
  /** The holder and expiry of key `keyId` on `lock`. */
  readKey(lock: Address, keyId: bigint): Promise<KeyState>;
  /** The holder, key manager and approved address of key `keyId` on `lock` (R8). */
  readKeyAuthority(lock: Address, keyId: bigint): Promise<KeyAuthority>;
  /**
   * The latest block's time and the holder and expiry of each key, in one batched request to the
   * node (R10). A key whose read reverted is null; a node that cannot be reached throws.
   */
  readKeys(keys: readonly KeyRef[]): Promise<KeyReadings>;
  /** Whether key `keyId` on `lock` is valid now, by the chain's own clock (`isValidKey`). */
  isKeyValid(lock: Address, keyId: bigint): Promise<boolean>;
  /** Simulates the call from the signer and prices it; nothing is sent. */
  prepare(call: ChainCall): Promise<PreparedCall>;
  /** The signer's transactions the node counts: mined (`latest`), or with those in its pool (`pending`). */
  transactionCount(blockTag: 'latest' | 'pending'): Promise<number>;
  /** Signs with `nonce`, locally (no request to the node): runs under the signer lock. */
  sign(prepared: PreparedCall, nonce: number): Promise<SignedCall>;
  /**
   * Signs, locally, a 0-value transfer from the signer to itself at `nonce`: it uses up a nonce
   * whose own transaction the node refused, so the signer's later transactions can mine.
   */
  signFiller(nonce: number, fees: FillerFees): Promise<SignedCall>;
  /** Hands signed bytes to the node (again, after a restart: the same bytes have the same hash). */
  broadcast(raw: Hex): Promise<void>;
  /** Polls for the receipt until `timeoutMs` passes or `signal` aborts; null when none came. */
  waitForReceipt(
    call: ChainCall,
    hash: Hex,
    options: { timeoutMs: number; signal?: AbortSignal | undefined },
  ): Promise<MinedCall | null>;
};
