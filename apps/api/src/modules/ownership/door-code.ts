import { type ActivationCard, type DoorCodeRequest, MESSAGES } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { activations, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { activate } from './activate.ts';
import { isDoorCode, signedLink } from './activation-link.ts';

/**
 * The copy's PENDING card judged against the typed code, under the copy's row lock (the order
 * create-activation and activate take it in), so codes sent at once are judged one after another.
 * A wrong code archives the card in the same transaction: one guess per card the member shows.
 */
async function judgeDoorCode(deps: AppDeps, copyId: number, code: string, title: string) {
  const secret = deps.env.activationLinkSecret;
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: tokens.id }).from(tokens).where(eq(tokens.id, copyId)).for('update');
    const [card] = await tx
      .select()
      .from(activations)
      .where(and(eq(activations.tokenId, copyId), eq(activations.status, 'PENDING')));
    if (!card || card.expiresAt <= now) throw new HttpError(409, MESSAGES.activation.codeExpired);
    if (isDoorCode(secret, card.id, card.expiresAt, code)) return card;
    await tx.update(activations).set({ status: 'ARCHIVED' }).where(eq(activations.id, card.id));
    deps.logger.warn({ copy: copyId, activation: card.id, title }, 'a wrong door code voided a card');
    return null;
  });
}

/**
 * POST /tokens/{id}/door-code ({id} = the copy, issue 36): when a phone's screen cannot be scanned,
 * staff of the issuing business type the membership ID and the 6-digit code under its QR code. Any
 * other caller gets the 404 of a copy that does not exist, so ids cannot be probed. A right code
 * activates the card through activate()'s checks, as its QR link would; a wrong one voids it.
 */
export async function activateByDoorCode(
  deps: AppDeps,
  auth: AuthContext,
  copyId: number,
  { code }: DoorCodeRequest,
): Promise<ActivationCard> {
  const [copy] = await deps.db
    .select({ parentId: tokens.parentId, businessId: tokens.businessId, title: tokenProfiles.title })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .where(eq(tokens.id, copyId));
  if (!copy || copy.parentId === null || auth.businessId === null || auth.businessId !== copy.businessId)
    throw notFound();
  const card = await judgeDoorCode(deps, copyId, code, copy.title);
  if (!card) throw new HttpError(409, MESSAGES.activation.wrongDoorCode);
  return activate(deps, auth, card.id, signedLink(deps.env.activationLinkSecret, card.id, card.expiresAt));
}
