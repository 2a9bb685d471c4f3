import { type ActivationCard, MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { tokens, walletPasses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { activate } from '../ownership/activate.ts';
import { signedLink } from '../ownership/activation-link.ts';
import { openCard } from '../ownership/create-activation.ts';
import { isLive, loadPass } from './pass-rows.ts';
import { readPassBarcode } from './pass-signatures.ts';

export const PASS_MESSAGES = {
  notAPass: 'This is not a Keyclub wallet pass.',
  voided:
    'This wallet pass no longer admits anyone: the membership has changed hands. Ask the member for their current card.',
} as const;

/**
 * POST /wallet-passes/scan, issue 37: staff of the issuing business scan a wallet pass's barcode. It
 * admits only while the pass is live (its copy still held by the user it was issued to; a transfer's
 * trigger voids it at once), then runs the card's own path: a card opened for the holder under the
 * copy's row lock (refused while listed, being bought, disputed or inside an activation's window) and
 * activate()'s checks, which read the key on chain (an expired key is refused).
 */
export async function scanPass(deps: AppDeps, auth: AuthContext, barcode: string): Promise<ActivationCard> {
  const secret = deps.env.activationLinkSecret;
  const serial = readPassBarcode(secret, barcode);
  const row = serial ? await loadPass(deps, serial) : undefined;
  if (!row) throw new HttpError(409, PASS_MESSAGES.notAPass);
  if (auth.businessId === null || auth.businessId !== row.copy.businessId)
    throw new HttpError(403, MESSAGES.activation.otherBusiness);
  if (!isLive(row)) throw new HttpError(409, PASS_MESSAGES.voided);

  const card = await deps.db.transaction(async (tx) => {
    const [copy] = await tx
      .select({ id: tokens.id, ownerId: tokens.ownerId, isOpenForSale: tokens.isOpenForSale })
      .from(tokens)
      .where(eq(tokens.id, row.pass.tokenId))
      .for('update');
    // Read again under the lock: a transfer that committed since voided the pass in its own transaction.
    const [pass] = await tx
      .select({ voidedAt: walletPasses.voidedAt })
      .from(walletPasses)
      .where(eq(walletPasses.serial, row.pass.serial));
    if (!copy || !pass || pass.voidedAt !== null || copy.ownerId !== row.pass.ownerId)
      throw new HttpError(409, PASS_MESSAGES.voided);
    return openCard(tx, copy, row.pass.ownerId, row.title, new Date());
  });
  return activate(deps, auth, card.id, signedLink(secret, card.id, card.expiresAt));
}
