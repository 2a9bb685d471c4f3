import { and, eq, gt, sql } from 'drizzle-orm';
import { walletPasses, walletPassRegistrations } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { walletCredentials } from './credentials.ts';
import { loadPass, type PassRow } from './pass-rows.ts';
import { isPassAuthenticationToken } from './pass-signatures.ts';

/** Apple's web service answers a pass it does not know, or a wrong token, with a bare 401. */
const unauthorized = () => new HttpError(401, 'Unauthorized');

/** `Authorization: ApplePass <authenticationToken>` as the wallet sends it. */
const tokenOf = (header: string | undefined) => /^ApplePass (\S+)$/.exec(header ?? '')?.[1] ?? '';

/**
 * The pass `serial` of this pass type, when the request carries its authenticationToken: what every
 * call of Apple's web service but the device's list of changed serials is authenticated by.
 */
export async function authenticPass(
  deps: AppDeps,
  passTypeId: string,
  serial: string,
  authorization: string | undefined,
): Promise<PassRow> {
  const { apple } = await walletCredentials(deps.env);
  const token = tokenOf(authorization);
  if (
    passTypeId !== apple.passTypeId ||
    !isPassAuthenticationToken(deps.env.activationLinkSecret, serial, token)
  )
    throw unauthorized();
  const row = await loadPass(deps, serial);
  if (!row) throw unauthorized();
  return row;
}

/** POST …/devices/{device}/registrations/{type}/{serial}: 201 when new, 200 when already registered. */
export async function registerDevice(
  deps: AppDeps,
  deviceLibraryId: string,
  serial: string,
  pushToken: string,
) {
  const [inserted] = await deps.db
    .insert(walletPassRegistrations)
    .values({ deviceLibraryId, serial, pushToken })
    .onConflictDoNothing()
    .returning({ serial: walletPassRegistrations.serial });
  if (inserted) return 201;
  // Registered before: the device may have a new push token.
  await deps.db
    .update(walletPassRegistrations)
    .set({ pushToken })
    .where(
      and(
        eq(walletPassRegistrations.deviceLibraryId, deviceLibraryId),
        eq(walletPassRegistrations.serial, serial),
      ),
    );
  return 200;
}

export async function unregisterDevice(deps: AppDeps, deviceLibraryId: string, serial: string) {
  await deps.db
    .delete(walletPassRegistrations)
    .where(
      and(
        eq(walletPassRegistrations.deviceLibraryId, deviceLibraryId),
        eq(walletPassRegistrations.serial, serial),
      ),
    );
}

/** Passes change at microseconds; the tag says milliseconds, so changes are compared at that precision. */
export const changedAtMs = sql<Date>`date_trunc('milliseconds', ${walletPasses.changedAt})`;

/**
 * GET …/devices/{device}/registrations/{type}?passesUpdatedSince={tag}: the serials of the device's
 * passes changed after the tag (all without one) and the new tag, or null when none changed.
 */
export async function changedSerials(deps: AppDeps, deviceLibraryId: string, since: Date | null) {
  const rows = await deps.db
    .select({ serial: walletPasses.serial, changedAt: walletPasses.changedAt })
    .from(walletPassRegistrations)
    .innerJoin(walletPasses, eq(walletPasses.serial, walletPassRegistrations.serial))
    .where(
      and(
        eq(walletPassRegistrations.deviceLibraryId, deviceLibraryId),
        since ? gt(changedAtMs, since) : undefined,
      ),
    );
  if (rows.length === 0) return null;
  const last = Math.max(...rows.map((row) => row.changedAt.getTime()));
  return { serialNumbers: rows.map((row) => row.serial), lastUpdated: new Date(last).toISOString() };
}

/** A tag this service gave (an ISO time), or null for none or one it cannot read (then every serial). */
export function readTag(tag: string | undefined): Date | null {
  const time = tag ? Date.parse(tag) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time);
}

/** Whether the wallet's copy, fetched at `ifModifiedSince` (an HTTP date, whole seconds), is current. */
export function isUnmodified(changedAt: Date, ifModifiedSince: string | undefined): boolean {
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  return !Number.isNaN(since) && Math.floor(changedAt.getTime() / 1000) * 1000 <= since;
}
