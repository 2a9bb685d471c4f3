import { VALIDATION_MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { HttpError } from '../../http/errors.ts';

/** Who is saving: a BUSINESS user with their business. */
export type BusinessActor = { userId: number; businessId: number | null };

export const businessOf = (actor: BusinessActor): number => {
  if (actor.businessId === null) throw new HttpError(403, ACCESS_MESSAGES.forbidden);
  return actor.businessId;
};

export async function assertCategory(db: Database, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) {
    const message = VALIDATION_MESSAGES.categoryRequired;
    throw new HttpError(400, message, [{ field: 'category_id', message }]);
  }
}
