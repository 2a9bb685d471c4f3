import type { WalletItem } from '@keyclub/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wallets } from '../../db/schema/index.ts';

/** GET /wallet/{id}: the user's verified addresses, oldest first. */
export async function listWallets(db: Database, userId: number): Promise<WalletItem[]> {
  return db
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), isNotNull(wallets.verifiedAt)))
    .orderBy(asc(wallets.createdAt), asc(wallets.id));
}
