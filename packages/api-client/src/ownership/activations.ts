import {
  type Activation,
  type ActivationCard,
  type ActivationLink,
  activationCardSchema,
  dataEnvelope,
  type PageMeta,
  type WalletPassLinks,
  walletPassLinksSchema,
} from '@keyclub/domain';
import { queryOptions } from '@tanstack/react-query';
import type { DataAnswer, PageAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

const cardResponseSchema = dataEnvelope(activationCardSchema);

/**
 * POST /tokens/{id}/activations: a new membership card for the caller's own copy `tokenId`; the
 * scan page is /tokens/{card.id}/scan. Refusals carry '{title} is invalid.' or '{title} already activated'.
 */
export async function createActivation(tokenId: number): Promise<ActivationCard> {
  const { data } = await api.post(`tokens/${tokenId}/activations`).json(cardResponseSchema);
  return data;
}

/** GET /tokens/{id}/activations: a copy's activations, newest first (its owner or issuing business). */
export async function listActivations(
  tokenId: number,
  { page, limit }: Pick<PageMeta, 'page' | 'limit'>,
): Promise<PageAnswer<Activation>> {
  return api
    .get(`tokens/${tokenId}/activations`, { searchParams: { page, limit } })
    .json<PageAnswer<Activation>>();
}

/**
 * GET /tokens/{id}/activate: the card by activation id, for its owner (with `qr_url` while it can be
 * activated) or the issuing business's staff.
 */
export async function readActivation(activationId: number): Promise<ActivationCard> {
  const { data } = await api.get(`tokens/${activationId}/activate`).json<DataAnswer<ActivationCard>>();
  return data;
}

/**
 * POST /tokens/{id}/activate: staff activate the card with the `exp` and `sig` of its QR link.
 * Show '{title} activated successfully.' (MESSAGES.activation.activated) on success.
 */
export async function activate(activationId: number, link: ActivationLink): Promise<ActivationCard> {
  const { data } = await api.post(`tokens/${activationId}/activate`, { json: link }).json(cardResponseSchema);
  return data;
}

/**
 * POST /tokens/{id}/door-code: staff activate the shown card of copy `copyId` (the membership ID the
 * card shows) with the 6 digits under its QR code. A wrong code voids that card (409).
 */
export async function activateByDoorCode(copyId: number, code: string): Promise<ActivationCard> {
  const { data } = await api.post(`tokens/${copyId}/door-code`, { json: { code } }).json(cardResponseSchema);
  return data;
}

export const activationQueryOptions = (activationId: number) =>
  queryOptions({
    queryKey: queryKeys.activations.card(activationId),
    queryFn: () => readActivation(activationId),
  });

export const activationsQueryOptions = (tokenId: number, paging: Pick<PageMeta, 'page' | 'limit'>) =>
  queryOptions({
    queryKey: queryKeys.activations.list(tokenId, paging),
    queryFn: () => listActivations(tokenId, paging),
  });

/**
 * POST /tokens/{id}/wallet-passes: the caller's wallet pass of their copy `tokenId` (issued once):
 * a 10-minute download link of the Apple pass and the Google Wallet save link.
 */
export async function issueWalletPass(tokenId: number): Promise<WalletPassLinks> {
  const { data } = await api
    .post(`tokens/${tokenId}/wallet-passes`)
    .json(dataEnvelope(walletPassLinksSchema));
  return data;
}

/** POST /wallet-passes/scan: staff activate the membership of a scanned wallet pass by its barcode. */
export async function scanWalletPass(barcode: string): Promise<ActivationCard> {
  const { data } = await api.post('wallet-passes/scan', { json: { barcode } }).json(cardResponseSchema);
  return data;
}
