import { MESSAGES, WALLET_NONCE_TTL_MS, type WalletItem, type WalletLinkRequest } from '@keyclub/domain';
import { and, eq, sql } from 'drizzle-orm';
import { getAddress, type Hex, isAddressEqual } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { users, wallets } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { listWallets } from './list-wallets.ts';
import { siweDomainOf, useWalletNonce } from './wallet-nonce.ts';

const refuse = (status: 400 | 409, message: string, field: string) =>
  new HttpError(status, message, [{ field, message }]);

/** A wallet's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 60_000;

/**
 * POST /wallet/{id}: links the address after checking its Sign-In with Ethereum message — for the
 * consumer app's host and the deployment's chain, issued within the nonce's life, with a live nonce
 * of this user (used up here), signed by `address`, not a custody address — and answers all the
 * user's addresses.
 */
export async function linkWallet(
  deps: AppDeps,
  userId: number,
  request: WalletLinkRequest,
): Promise<WalletItem[]> {
  const message = parseSiweMessage(request.message);
  if (!message.address) throw refuse(400, MESSAGES.wallet.messageInvalid, 'message');
  if (!isAddressEqual(message.address, getAddress(request.address)))
    throw refuse(400, MESSAGES.errors.signingAddressMismatch, 'address');

  const { chainId } = await deps.chain.deployment();
  const now = Date.now();
  const issuedAt = message.issuedAt?.getTime();
  const forThisApp =
    message.chainId === chainId &&
    issuedAt !== undefined &&
    issuedAt > now - WALLET_NONCE_TTL_MS &&
    issuedAt < now + CLOCK_SKEW_MS &&
    validateSiweMessage({ message, domain: siweDomainOf(deps.env.consumerAppUrl), time: new Date(now) });
  if (!forThisApp) throw refuse(400, MESSAGES.wallet.messageInvalid, 'message');

  // Used before the signature is checked: a nonce is spent by any attempt, so none is tried twice.
  if (!message.nonce || !(await useWalletNonce(deps.db, userId, message.nonce)))
    throw refuse(400, MESSAGES.wallet.nonceInvalid, 'message');

  const signed = await deps.chain.verifyMessageSignature({
    address: message.address,
    message: request.message,
    signature: request.signature as Hex,
  });
  if (!signed) throw refuse(400, MESSAGES.errors.signingAddressMismatch, 'signature');

  // A custody address signs only with CUSTODY_SECRET: linked, its keys would count as the linker's.
  const [custodian] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.custodyAddress}) = lower(${message.address})`)
    .limit(1);
  if (custodian) throw refuse(409, MESSAGES.wallet.custodyAddress, 'address');

  // A new address is linked; the user's own is verified again; another user's is left alone.
  const inserted = await deps.db
    .insert(wallets)
    .values({ userId, address: message.address, verifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: wallets.id });
  const linked =
    inserted.length > 0
      ? inserted
      : await deps.db
          .update(wallets)
          .set({ verifiedAt: new Date() })
          .where(and(sql`lower(${wallets.address}) = lower(${message.address})`, eq(wallets.userId, userId)))
          .returning({ id: wallets.id });
  if (linked.length === 0) throw refuse(409, MESSAGES.wallet.linkedToAnotherAccount, 'address');
  return listWallets(deps.db, userId);
}
