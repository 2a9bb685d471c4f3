import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { businesses, tokenProfiles, tokens, users, walletPasses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { fullNameOf } from '../../read-models/user.ts';

/** What a pass shows and who it was issued to, as the database has it now. */
export type PassView = {
  serial: string;
  copyId: number;
  title: string;
  businessName: string;
  holderName: string | null;
  /** The key's expiry as last read from the chain; null never expires. */
  expiresAt: Date | null;
  /** Voided (the copy changed hands): the wallet shows it crossed out and its barcode admits nobody. */
  voided: boolean;
  changedAt: Date;
};

const newSerial = () => randomBytes(18).toString('base64url');

/**
 * The caller's live pass of their copy `copyId`, issued now if they have none. The copy's row is
 * locked while the pass is written, so a transfer either runs first (then the caller is no longer
 * the owner: 404) or after (then its trigger voids this pass).
 */
export async function issuePass(deps: AppDeps, auth: AuthContext, copyId: number): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const [copy] = await tx
      .select({ ownerId: tokens.ownerId, parentId: tokens.parentId })
      .from(tokens)
      .where(eq(tokens.id, copyId))
      .for('update');
    if (!copy || copy.parentId === null || copy.ownerId !== auth.userId) throw notFound();
    await tx
      .insert(walletPasses)
      .values({ serial: newSerial(), tokenId: copyId, ownerId: auth.userId })
      .onConflictDoNothing();
    const [live] = await tx
      .select({ serial: walletPasses.serial })
      .from(walletPasses)
      .where(
        and(
          eq(walletPasses.tokenId, copyId),
          eq(walletPasses.ownerId, auth.userId),
          isNull(walletPasses.voidedAt),
        ),
      );
    if (!live) throw new Error(`No live pass of copy ${copyId} after issuing one`);
    return live.serial;
  });
}

/** The pass `serial` with its copy and membership, or undefined. */
export async function loadPass(deps: AppDeps, serial: string) {
  const [row] = await deps.db
    .select({
      pass: walletPasses,
      copy: { ownerId: tokens.ownerId, businessId: tokens.businessId, expiresAt: tokens.expiresAt },
      title: tokenProfiles.title,
      businessName: businesses.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(walletPasses)
    .innerJoin(tokens, eq(tokens.id, walletPasses.tokenId))
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .innerJoin(businesses, eq(businesses.id, tokens.businessId))
    .innerJoin(users, eq(users.id, walletPasses.ownerId))
    .where(eq(walletPasses.serial, serial));
  return row;
}

export type PassRow = NonNullable<Awaited<ReturnType<typeof loadPass>>>;

/** A pass is live while it is not voided and its copy is still held by the user it was issued to. */
export const isLive = (row: PassRow) => row.pass.voidedAt === null && row.copy.ownerId === row.pass.ownerId;

export function toPassView(row: PassRow): PassView {
  return {
    serial: row.pass.serial,
    copyId: row.pass.tokenId,
    title: row.title,
    businessName: row.businessName,
    holderName: fullNameOf(row),
    expiresAt: row.copy.expiresAt,
    voided: !isLive(row),
    changedAt: row.pass.changedAt,
  };
}
