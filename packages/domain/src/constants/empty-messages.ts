// The empty states' texts (SPEC section 8), exact. MESSAGES.empty is this object; kept apart so a
// page that says 'No Membership found' (the buy page, the detail) loads these few, not all of MESSAGES.

export const EMPTY_MESSAGES = {
  recentlyListed: 'No tokens listed recently',
  ownedMemberships: 'You do not have any Memberships',
  searchResults: 'No Membership found',
  ownedSearchResults: 'This search does not match any Memberships you own',
  category: 'There are no Memberships available in this category',
  businessTitle: 'Business does not have any Memberships',
  businessBody: 'The business has not yet minted any Memberships. Check back soon for an update.',
  noCopiesAvailable: 'No Memberships available.',
} as const;
