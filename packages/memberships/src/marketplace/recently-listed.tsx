import { MESSAGES } from '@keyclub/domain';
import { usePageQuery } from '@keyclub/ui-kit';
import { useSearchParams } from 'react-router';
import { recentlyListedRequest } from '../shared/marketplace-requests.ts';
import { PageControls } from '../shared/page-controls.tsx';
import { MarketplaceList } from './marketplace-list.tsx';

/**
 * Recently listed: the newest memberships, 12 a page by default (6 / 12 / 24), page and size in the
 * URL (`?page=&limit=`).
 */
export function RecentlyListed() {
  const [searchParams] = useSearchParams();
  const { page, pageSize, goTo } = usePageQuery();
  return (
    <MarketplaceList
      id="recently-listed"
      title="Recently listed"
      request={recentlyListedRequest(searchParams)}
      empty={MESSAGES.empty.recentlyListed}
      pager={(total) => <PageControls page={page} pageSize={pageSize} total={total} onChange={goTo} />}
    />
  );
}
