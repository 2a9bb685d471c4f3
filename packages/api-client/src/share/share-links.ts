import { apiUrl } from '../client.ts';

/**
 * The shareable links of a membership and of a business page: the API answers link-preview fetchers
 * with the page's Open Graph tags and sends people on to the consumer app (GET /share/…).
 */
export const shareLinks = {
  token: (tokenId: number) => apiUrl(`share/tokens/${tokenId}`),
  business: (businessId: number) => apiUrl(`share/businesses/${businessId}`),
};
