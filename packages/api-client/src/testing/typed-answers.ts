import type { Announcement, Category, Earning, Token, TokenDetailMeta, User } from '@keyclub/domain';
import type { DataAnswer, PageAnswer } from '../answers.ts';
import type { ApiRoutes } from './mock-api.ts';

/**
 * What the API answers on a route, typed by the domain's types: a mocked answer of the wrong shape does not
 * compile. Add a route here when a test first answers it through `answerOn`.
 */
export interface ApiAnswers {
  'GET /auth/me': DataAnswer<User>;
  'GET /categories': DataAnswer<Category[]>;
  'GET /tokens': PageAnswer<Token>;
  'GET /tokens/:id': DataAnswer<Token> & { meta: TokenDetailMeta };
  'GET /announcements': PageAnswer<Announcement>;
  'GET /announcement/:id': DataAnswer<Announcement>;
  'GET /payouts/earnings': PageAnswer<Earning>;
}

type ParamsOf<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? { [key in Name]: string | number } & ParamsOf<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? { [key in Name]: string | number }
    : Record<never, never>;

/**
 * One route of mockApi answered with its typed body, its `:params` filled in: `answerOn('GET /tokens/:id', detail,
 * { params: { id: 7 } })` answers 'GET /tokens/7'. Spread several into one mockApi call.
 */
export function answerOn<Route extends keyof ApiAnswers>(
  route: Route,
  body: ApiAnswers[Route],
  options: { params?: ParamsOf<Route>; status?: number; headers?: Record<string, string> } = {},
): ApiRoutes {
  const { params = {}, status, headers } = options;
  const path = route.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number>)[name];
    if (value === undefined) throw new Error(`answerOn: ${route} needs params.${name}`);
    return String(value);
  });
  return { [path]: { status, headers, body } };
}
