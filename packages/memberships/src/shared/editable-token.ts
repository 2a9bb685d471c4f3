import type { Token } from '@keyclub/domain';

/**
 * A business edits only its own memberships, and only the listing itself (the parent token): a copy
 * with a parent belongs to its holder. Everything else is not editable by this business.
 */
export const isEditableBy = (token: Pick<Token, 'parent_id' | 'business'>, businessId: number | undefined) =>
  businessId !== undefined && token.parent_id === null && token.business.id === businessId;
