import { type ImportResult, type ImportTokenKey, MESSAGES } from '@keyclub/domain';
import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { type Address, getAddress, isAddressEqual, zeroAddress } from 'viem';
import { ChainRefusedError, type KeyState } from '../../adapters/chain/chain-port.ts';
import { archiveFormerOwnersCards } from '../../db/copy-cards.ts';
import { tokenProfiles, tokens, users, wallets } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { recordBoughtCopy } from '../purchases/record-copy.ts';

const notImported = (message: string): ImportResult => ({
  owned: false,
  duplicate: false,
  id: null,
  message,
});

/** The key as its lock has it, or null when the lock never minted it (no holder, or ownerOf reverts). */
async function readMintedKey(deps: AppDeps, lock: Address, keyId: bigint): Promise<KeyState | null> {
  try {
    const key = await deps.chain.readKey(lock, keyId);
    return isAddressEqual(key.owner, zeroAddress) ? null : key;
  } catch (error) {
    if (error instanceof ChainRefusedError) return null;
    throw error;
  }
}

/**
 * Where the caller may hold keys: their verified wallets and, for card purchases without a wallet,
 * their custody address (docs/decisions/checkout.md, Custody). A wallet that is another user's
 * custody address is never the caller's, however it came to be linked: its keys are that user's.
 */
async function addressesOf(deps: AppDeps, userId: number): Promise<Address[]> {
  const othersCustody = deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.custodyAddress}) = lower(${wallets.address})`, ne(users.id, userId)));
  const [linked, [user]] = await Promise.all([
    deps.db
      .select({ address: wallets.address })
      .from(wallets)
      .where(and(eq(wallets.userId, userId), isNotNull(wallets.verifiedAt), notExists(othersCustody))),
    deps.db.select({ custody: users.custodyAddress }).from(users).where(eq(users.id, userId)),
  ]);
  const all = [...linked.map((wallet) => wallet.address), ...(user?.custody ? [user.custody] : [])];
  return all.map((address) => getAddress(address));
}

/**
 * POST /tokens/import: a key of a Keyclub lock that one of the caller's wallets holds on chain
 * becomes the caller's copy. The chain is read outside any transaction; then, under the profile
 * row lock, the key is recorded as a bought copy (R2, shared with crypto claims), or its existing
 * row is the caller's (`duplicate`) or moves to the caller (the key was transferred to them).
 * Every refusal is `owned: false` with the text the import dialog shows.
 */
export async function importToken(
  deps: AppDeps,
  auth: AuthContext,
  request: ImportTokenKey,
): Promise<ImportResult> {
  const { chainId } = await deps.chain.deployment();
  if (request.chain_id !== chainId) return notImported(MESSAGES.import.otherNetwork);
  const lock = getAddress(request.contract_address);
  const [profile] = await deps.db
    .select({ id: tokenProfiles.id, contractType: tokenProfiles.contractType })
    .from(tokenProfiles)
    .where(and(eq(tokenProfiles.blockchainNetworkId, chainId), eq(tokenProfiles.contractAddress, lock)));
  // Gap 4 (docs/api-roadmap.md): a lock Keyclub did not create has no business to store it under.
  if (profile?.contractType !== 'INTERNAL') return notImported(MESSAGES.import.notKeyclubLock);

  const keyId = BigInt(request.key_id);
  const [key, addresses] = await Promise.all([
    readMintedKey(deps, lock, keyId),
    addressesOf(deps, auth.userId),
  ]);
  if (!key) return notImported(MESSAGES.import.noSuchKey);
  const holder = addresses.find((address) => isAddressEqual(address, key.owner));
  if (!holder) return notImported(MESSAGES.import.notYourWallet);

  return deps.db.transaction(async (tx) => {
    const copy = await recordBoughtCopy(tx, {
      tokenProfileId: profile.id,
      ownerId: auth.userId,
      ownerWalletAddress: holder,
      tokenIdBc: keyId.toString(),
      expiresAt: key.expiresAt,
    });
    if (copy.created)
      return { owned: true, duplicate: false, id: copy.tokenId, message: MESSAGES.import.succeeded };
    const [existing] = await tx
      .select({ ownerId: tokens.ownerId })
      .from(tokens)
      .where(eq(tokens.id, copy.tokenId))
      .for('update');
    const duplicate = existing?.ownerId === auth.userId;
    await tx
      .update(tokens)
      .set({
        ownerId: auth.userId,
        ownerWalletAddress: holder,
        expiresAt: key.expiresAt,
        chainSyncedAt: new Date(),
        // The previous holder's listing cannot be sold any more: the key is no longer theirs.
        ...(duplicate ? {} : { isOpenForSale: false }),
      })
      .where(eq(tokens.id, copy.tokenId));
    if (!duplicate) await archiveFormerOwnersCards(tx, [copy.tokenId]);
    return {
      owned: true,
      duplicate,
      id: copy.tokenId,
      message: duplicate ? MESSAGES.membership.alreadyOwned : MESSAGES.import.succeeded,
    };
  });
}
