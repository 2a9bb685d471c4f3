import {
  type Announcement,
  type AnnouncementForm,
  type ApiError,
  announcementSchema,
  apiErrorSchema,
  type BusinessWithTokens,
  businessWithTokensSchema,
  type Category,
  type ChainWrite,
  type CheckoutSession,
  categorySchema,
  chainWriteSchema,
  checkoutSessionSchema,
  dataEnvelope,
  type Member,
  memberSchema,
  type PageMeta,
  type PurchaseResult,
  pagedEnvelope,
  purchaseResultSchema,
  type Token,
  tokenSchema,
  type User,
  userSchema,
} from '@keyclub/domain';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { z } from 'zod';
import { asNewClient } from './client-address.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';
import type { Credentials } from './sign-in.ts';

/** A paged list: `{ data, meta: { page, limit, total } }`. */
export interface PagedAnswer<T> {
  data: T[];
  meta: PageMeta;
}

/**
 * Typed calls to the e2e API, as one account (or anonymously). Every answer is parsed with the
 * domain's zod schema, the one the API answers with, so an answer that drifted from it fails here,
 * at the set-up, rather than as a puzzling assertion later.
 */
export interface ApiCalls {
  /** The session token these calls send; null when anonymous. */
  accessToken: string | null;
  /** GET {path}, its `{ data }` parsed with `schema`: for a read no named call covers. */
  read<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>>;
  /** POST or PUT {path} with a JSON body, its `{ data }` parsed with `schema`; `status` when one is due (201). */
  write<T extends z.ZodType>(
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    schema: T,
    status?: number,
  ): Promise<z.infer<T>>;
  /** GET /auth/me. */
  me(): Promise<User>;
  /** GET /categories. */
  categories(): Promise<Category[]>;
  /** GET /tokens/{id}: a membership or copy, with what this account may see of it. */
  token(id: number): Promise<Token>;
  /** GET /tokens: the account's own (a consumer's copies, a business's memberships). */
  ownTokens(query?: string): Promise<PagedAnswer<Token>>;
  /** GET /market-place. */
  marketPlace(query?: string): Promise<PagedAnswer<Token>>;
  /** GET /businesses/{id}: the business page with its memberships. */
  business(id: number): Promise<BusinessWithTokens>;
  /** GET /members: the business's holders. */
  members(query?: string): Promise<PagedAnswer<Member>>;
  /** POST /announcement (a business): 201 with the announcement. */
  announce(body: AnnouncementForm): Promise<Announcement>;
  /** POST /tokens/checkout: 201 with where the buyer pays (a free membership's session needs no payment). */
  checkout(tokenId: number): Promise<CheckoutSession>;
  /** POST /tokens/{id}/purchase?stripe=true: the card return's poll, pending until the key is granted. */
  cardPurchase(tokenId: number, sessionId: string): Promise<PurchaseResult>;
  /** GET /chain-writes/{id}: a save answered 202, until the chain has it. */
  chainWrite(id: number): Promise<ChainWrite>;
}

/** An account signed in through the API: its user and calls made as it. */
export interface ApiSession extends ApiCalls {
  accessToken: string;
  user: User;
}

/** The answer's body; it throws, with the API's message, unless the status is `status` (any 2xx when omitted). */
async function answer(what: string, response: APIResponse, status?: number): Promise<unknown> {
  if (status ? response.status() !== status : !response.ok())
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** The `{ data }` of an answer, parsed with `schema`: for a call the typed calls cannot send (multipart). */
export const dataOf = async <T extends z.ZodType>(
  what: string,
  response: APIResponse,
  schema: T,
  status?: number,
): Promise<z.infer<T>> =>
  schema.parse(dataEnvelope(z.unknown()).parse(await answer(what, response, status)).data);

/** A refusal's `{ message, errors }`; it throws unless the status is `status`. */
export async function errorOf(what: string, response: APIResponse, status: number): Promise<ApiError> {
  if (response.status() !== status)
    throw new Error(`${what} answered ${response.status()}, not ${status}: ${await response.text()}`);
  return apiErrorSchema.parse(await response.json());
}

const query = (value?: string) => (value ? `?${value}` : '');

/** The calls, to the run's API, or to `baseUrl` (a spec's own API). */
export function apiCalls(
  request: APIRequestContext,
  accessToken: string | null = null,
  baseUrl = apiUrl,
): ApiCalls {
  // A client address per call, as the apps' users have: the API's per-address limits never pool them.
  const headers = () => ({ ...asNewClient(), ...(accessToken ? { 'x-access-token': accessToken } : {}) });
  const read = async <T extends z.ZodType>(path: string, schema: T) =>
    dataOf(`GET ${path}`, await request.get(`${baseUrl}${path}`, { headers: headers() }), schema);
  const write = async <T extends z.ZodType>(
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    schema: T,
    status?: number,
  ) => {
    const response = await request.fetch(`${baseUrl}${path}`, { method, headers: headers(), data: body });
    return dataOf(`${method} ${path}`, response, schema, status);
  };
  const page = async <T extends z.ZodType>(path: string, item: T): Promise<PagedAnswer<z.infer<T>>> =>
    pagedEnvelope(item).parse(
      await answer(`GET ${path}`, await request.get(`${baseUrl}${path}`, { headers: headers() })),
    );
  return {
    accessToken,
    read,
    write,
    me: () => read('/auth/me', userSchema),
    categories: () => read('/categories', z.array(categorySchema)),
    token: (id) => read(`/tokens/${id}`, tokenSchema),
    ownTokens: (value) => page(`/tokens${query(value)}`, tokenSchema),
    marketPlace: (value) => page(`/market-place${query(value)}`, tokenSchema),
    business: (id) => read(`/businesses/${id}`, businessWithTokensSchema),
    members: (value) => page(`/members${query(value)}`, memberSchema),
    announce: (body) => write('POST', '/announcement', body, announcementSchema, 201),
    checkout: (tokenId) => write('POST', '/tokens/checkout', { id: tokenId }, checkoutSessionSchema, 201),
    cardPurchase: (tokenId, sessionId) =>
      write(
        'POST',
        `/tokens/${tokenId}/purchase?stripe=true`,
        { session_id: sessionId },
        purchaseResultSchema,
      ),
    chainWrite: (id) => read(`/chain-writes/${id}`, chainWriteSchema),
  };
}

/** POST /auth/login: the user and the session token from the response header. */
export const apiLogin = setUpStep(
  'an API session',
  async function apiLogin(
    request: APIRequestContext,
    credentials: Credentials,
    baseUrl: string = apiUrl,
  ): Promise<ApiSession> {
    const response = await request.post(`${baseUrl}/auth/login`, {
      headers: asNewClient(),
      data: credentials,
    });
    const user = await dataOf('POST /auth/login', response, userSchema);
    const accessToken = response.headers()['x-access-token'];
    if (!accessToken) throw new Error('POST /auth/login sent no x-access-token header');
    return { ...apiCalls(request, accessToken, baseUrl), accessToken, user };
  },
);

/** The `api` fixture: anonymous calls, and the same calls signed in or holding a session token. */
export interface Api extends ApiCalls {
  signIn(credentials: Credentials): Promise<ApiSession>;
  as(accessToken: string): ApiCalls;
}

export const createApi = (request: APIRequestContext): Api => ({
  ...apiCalls(request),
  signIn: (credentials) => apiLogin(request, credentials),
  as: (accessToken) => apiCalls(request, accessToken),
});
