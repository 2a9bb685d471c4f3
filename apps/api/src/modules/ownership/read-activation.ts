import type { ActivationCard } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { loadActivationCard, toActivationCard, viewerOf } from './activation-rows.ts';
import { readDoorDetails } from './door-details.ts';

/**
 * GET /tokens/{id}/activate ({id} = activation): the card for its owner (the scan page, with the
 * QR link while it can be activated) or the issuing business's staff (the activation page).
 */
export async function readActivation(
  deps: AppDeps,
  auth: AuthContext,
  activationId: number,
): Promise<ActivationCard> {
  const row = await loadActivationCard(deps, activationId);
  const viewer = row ? viewerOf(auth, row.token) : null;
  if (!row || !viewer) throw notFound();
  const door = await readDoorDetails(deps, row.token.id);
  return toActivationCard(deps, row.activation, door, viewer, new Date());
}
