import { api, loaderQueryClient } from '@keyclub/api-client';
import { callsOf, mockApi, TEST_API_URL } from '@keyclub/api-client/testing';
import { useQuery } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from './render-route.tsx';

const greetingQuery = {
  queryKey: ['greeting'],
  queryFn: () => api.get('greeting').json<{ text: string }>(),
};

function Greeting() {
  const { data } = useQuery(greetingQuery);
  return <h1>{data ? data.text : 'Loading…'}</h1>;
}

const routes: RouteObject[] = [
  {
    path: '/hello',
    // As the shells' loaders do: start the read on the shared cache, wait for nothing.
    loader: () => {
      void loaderQueryClient().prefetchQuery(greetingQuery);
      return null;
    },
    lazy: async () => ({ Component: Greeting }),
  },
  { path: '/', loader: () => redirect('/hello') },
];

const render = (path: string) =>
  renderRoute({ url: `http://app${path}`, routes, role: 'CONSUMER', apiUrl: TEST_API_URL });

describe('renderRoute', () => {
  it("renders the page from its loader's reads and hands the cache on for hydration", async () => {
    const sent = mockApi({ 'GET /greeting': { body: { text: 'Hello from the API' } } });
    const page = await render('/hello');
    expect(page?.html).toContain('<h1>Hello from the API</h1>');
    expect(page?.state.queries.queries.map((query) => query.state.data)).toEqual([
      { text: 'Hello from the API' },
    ]);
    expect(Object.values(page?.state.loaderData ?? {})).toEqual([null]);
    expect(callsOf(sent)).toEqual(['GET /greeting']);
  });

  it('renders the page as it loads when a read fails, and hands no failed answer on', async () => {
    mockApi({ 'GET /greeting': { status: 503, body: { message: 'Unavailable', errors: [] } } });
    const page = await render('/hello');
    expect(page?.html).toContain('<h1>Loading…</h1>');
    expect(page?.state.queries.queries).toEqual([]);
  });

  it('leaves a redirect and an unknown path to the browser', async () => {
    mockApi({});
    expect(await render('/')).toBeNull();
    expect(await render('/nowhere')).toBeNull();
  });
});
