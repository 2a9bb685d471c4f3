import { detailPrice, formatUsd } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { and, eq } from 'drizzle-orm';
import { businesses, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadBusinesses } from '../../read-models/business.ts';
import { businessIsActive, loadVisibleToken } from '../../read-models/token.ts';
import { oneLine, type Preview } from './preview-page.ts';

/** The consumer app's page of a shared link: where people go and what previews name as canonical. */
export const consumerTokenUrl = (deps: AppDeps, tokenId: number) =>
  `${deps.env.consumerAppUrl}${membershipPaths.publicToken.href(tokenId)}`;
export const consumerBusinessUrl = (deps: AppDeps, businessId: number) =>
  `${deps.env.consumerAppUrl}${membershipPaths.businessPage.href(businessId)}`;

/**
 * The preview of a membership as a visitor may see it (the public detail's rule: on sale or coming
 * soon, its business active), priced as its detail page prices it; null when a visitor may not.
 */
export async function tokenPreview(deps: AppDeps, tokenId: number): Promise<Preview | null> {
  const detail = await loadVisibleToken(deps, tokenId, null);
  if (!detail) return null;
  const { profile, business } = detail.data;
  const price = detailPrice(detail.data);
  return {
    title: profile.title,
    description: oneLine(
      `${business.name} · ${price.label} ${formatUsd(price.amount)} · ${profile.description}`,
    ),
    image: profile.art_image?.url ?? null,
    canonicalUrl: consumerTokenUrl(deps, tokenId),
    extra: {
      'product:price:amount': price.amount.toFixed(2),
      'product:price:currency': profile.currency,
      'product:brand': business.name,
    },
  };
}

/** The preview of an active business's page (unverified and deleted ones: null, as the page's 404). */
export async function businessPreview(deps: AppDeps, businessId: number): Promise<Preview | null> {
  const [active] = await deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(and(eq(businesses.id, businessId), businessIsActive));
  const business = active && (await loadBusinesses(deps, [businessId])).get(businessId);
  if (!business) return null;
  return {
    title: business.name,
    description: oneLine(`${business.owner.city}, ${business.owner.state} · ${business.description}`),
    image: business.cover?.url ?? business.logo?.url ?? null,
    canonicalUrl: consumerBusinessUrl(deps, businessId),
  };
}
