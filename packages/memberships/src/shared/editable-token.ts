import { useToken } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import type { Token } from '@keyclub/domain';

/**
 * A business edits only its own memberships, and only the listing itself (the parent token): a copy
 * with a parent belongs to its holder. Everything else is not editable by this business.
 */
export const isEditableBy = (token: Pick<Token, 'parent_id' | 'business'>, businessId: number | undefined) =>
  businessId !== undefined && token.parent_id === null && token.business.id === businessId;

/** A membership read by id for the business app, with whether the logged-in business may edit it. */
export function useBusinessToken(id: number) {
  const read = useToken(id);
  const businessId = useAuthStore((state) => state.user?.business?.id);
  const token = read.data;
  return { read, token, editable: token !== undefined && isEditableBy(token, businessId) };
}
