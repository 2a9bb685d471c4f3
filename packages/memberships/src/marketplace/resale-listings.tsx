import { RECENTLY_LISTED_PAGE_SIZE } from '@keyclub/domain';
import { PageButtons, usePageQuery } from '@keyclub/ui-kit';
import { RESALE_PAGE_PARAM, resaleListingsRequest } from '../shared/marketplace-requests.ts';
import { MarketplaceList } from './marketplace-list.tsx';

/**
 * Memberships other consumers put up for sale again (GET /market-place?is_parent=false;
 * docs/decisions/resale.md): each card shows what a buyer pays and opens the listing's public detail,
 * whose Buy Membership buys it. Its page is the URL's `?resale_page=`, beside Recently listed's `?page=`; a fixed
 * 12 a page with page buttons of its own (named 'For resale pages'), so the page has one Per page, the
 * main list's.
 */
export function ResaleListings() {
  const { page, setPage } = usePageQuery({ pageParam: RESALE_PAGE_PARAM });
  return (
    <MarketplaceList
      id="resale-listings"
      title="For resale"
      request={resaleListingsRequest(page)}
      empty="No memberships are for resale right now"
      pager={(total) => (
        <PageButtons
          page={page}
          pageSize={RECENTLY_LISTED_PAGE_SIZE}
          total={total}
          onPageChange={setPage}
          label="For resale pages"
        />
      )}
    />
  );
}
