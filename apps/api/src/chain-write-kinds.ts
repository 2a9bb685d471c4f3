import type { ChainWriteKind } from './chain-writes/chain-write-kind.ts';
import { membershipWriteKinds } from './modules/tokens/membership-writes.ts';

/** Every kind of chain write the API records; checkout's grants, extensions and transfers join here. */
export const CHAIN_WRITE_KINDS: Record<string, ChainWriteKind> = { ...membershipWriteKinds };
