import { fetchTokenDetail, type TokenDetail } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { routeIdOf } from '@keyclub/domain/paths';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * First-paint data of the buy page: the membership, loaded while the page's module downloads. Only
 * for a signed-in customer (anyone else is sent to login by the shell's guard). A failure leaves it
 * to the page's own query, which retries and shows the error.
 */
export async function buyLoader({ params }: LoaderFunctionArgs): Promise<TokenDetail | null> {
  const id = routeIdOf(params.id);
  if (id === null || useAuthStore.getState().user?.role_name !== 'CONSUMER') return null;
  return fetchTokenDetail(id).catch(() => null);
}
