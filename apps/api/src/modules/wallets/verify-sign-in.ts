import { MESSAGES, WALLET_NONCE_TTL_MS, type WalletLinkRequest } from '@keyclub/domain';
import { sql } from 'drizzle-orm';
import { type Address, getAddress, type Hex, isAddressEqual } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { useWalletNonce } from './wallet-nonce.ts';

export const refuseLink = (status: 400 | 409, message: string, field: string) =>
  new HttpError(status, message, [{ field, message }]);

/** A wallet's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Checks a Sign-In with Ethereum message and its signature — for `domain` (the host of the app that
 * asked) and the deployment's chain, issued within the nonce's life, with a live nonce of this user
 * (used up here), signed by `address`, not a custody address — and answers the proven address.
 * No database transaction is open during the chain call.
 */
export async function verifySignIn(
  deps: AppDeps,
  userId: number,
  request: WalletLinkRequest,
  domain: string,
): Promise<Address> {
  const message = parseSiweMessage(request.message);
  if (!message.address) throw refuseLink(400, MESSAGES.wallet.messageInvalid, 'message');
  if (!isAddressEqual(message.address, getAddress(request.address)))
    throw refuseLink(400, MESSAGES.errors.signingAddressMismatch, 'address');

  const { chainId } = await deps.chain.deployment();
  const now = Date.now();
  const issuedAt = message.issuedAt?.getTime();
  const forThisApp =
    message.chainId === chainId &&
    issuedAt !== undefined &&
    issuedAt > now - WALLET_NONCE_TTL_MS &&
    issuedAt < now + CLOCK_SKEW_MS &&
    validateSiweMessage({ message, domain, time: new Date(now) });
  if (!forThisApp) throw refuseLink(400, MESSAGES.wallet.messageInvalid, 'message');

  // Used before the signature is checked: a nonce is spent by any attempt, so none is tried twice.
  if (!message.nonce || !(await useWalletNonce(deps.db, userId, message.nonce)))
    throw refuseLink(400, MESSAGES.wallet.nonceInvalid, 'message');

  const signed = await deps.chain.verifyMessageSignature({
    address: message.address,
    message: request.message,
    signature: request.signature as Hex,
  });
  if (!signed) throw refuseLink(400, MESSAGES.errors.signingAddressMismatch, 'signature');

  // A custody address signs only with CUSTODY_SECRET: linked, its keys would count as the linker's.
  const [custodian] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.custodyAddress}) = lower(${message.address})`)
    .limit(1);
  if (custodian) throw refuseLink(409, MESSAGES.wallet.custodyAddress, 'address');
  return getAddress(message.address);
}
