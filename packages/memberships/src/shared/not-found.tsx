import { EMPTY_MESSAGES } from '@keyclub/domain';
import { EmptyState } from '@keyclub/ui-kit';

/** A membership that the route id does not name (or the API does not know). */
export function MembershipNotFound() {
  return <EmptyState title={EMPTY_MESSAGES.searchResults} />;
}
