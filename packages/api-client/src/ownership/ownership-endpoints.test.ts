import { MESSAGES } from '@keyclub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { readErrorText } from '../error-text.ts';
import { mockApi, type Reply, type SentRequest, TEST_API_URL } from '../testing/mock-api.ts';
import {
  activate,
  activateByDoorCode,
  createActivation,
  listActivations,
  readActivation,
} from './activations.ts';
import { importToken } from './token-import.ts';

const card = {
  id: 41,
  token_id: 7,
  status: 'PENDING',
  is_expired: false,
  activated_at: null,
  activation_end_at: null,
  title: 'Velvet Night Pass',
  qr_url: 'https://business.keyclub.example/tokens/41/activate?exp=1900000000&sig=abc',
  generated_at: '2026-11-23T16:00:00.000Z',
  expires_at: '2026-11-23T16:05:00.000Z',
  code_valid_ms: 300_000,
  holder_name: 'Ada Lovelace',
  membership_expires_at: null,
  perks: ['Free entry'],
  door_code: '482913',
};

describe('ownership endpoints', () => {
  let sent: SentRequest[];
  const answer = (reply: Reply) => {
    sent = mockApi(() => reply);
  };
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => 'session-token' }));

  it('POST /tokens/{id}/activations answers the new card', async () => {
    answer({ status: 201, body: { data: card } });
    expect(await createActivation(7)).toEqual(card);
    expect(sent.at(-1)).toMatchObject({ call: 'POST /tokens/7/activations' });
  });

  it("a refused card rejects with the server's text", async () => {
    answer({ status: 409, body: { message: 'Velvet Night Pass already activated', errors: [] } });
    const failure = await createActivation(7).catch((error: unknown) => error);
    expect(await readErrorText(failure)).toBe('Velvet Night Pass already activated');
  });

  it('GET /tokens/{id}/activations pages a copy’s activations', async () => {
    const {
      title: _t,
      qr_url: _q,
      generated_at: _g,
      expires_at: _e,
      code_valid_ms: _v,
      holder_name: _h,
      membership_expires_at: _m,
      perks: _p,
      ...activation
    } = card;
    answer({ body: { data: [activation], meta: { page: 2, limit: 6, total: 7 } } });
    expect(await listActivations(7, { page: 2, limit: 6 })).toEqual({
      data: [activation],
      meta: { page: 2, limit: 6, total: 7 },
    });
    expect(sent.at(-1)).toMatchObject({ call: 'GET /tokens/7/activations?page=2&limit=6' });
  });

  it('GET /tokens/{id}/activate reads the card by activation id', async () => {
    answer({ body: { data: card } });
    expect(await readActivation(41)).toEqual(card);
    expect(sent.at(-1)).toMatchObject({ call: 'GET /tokens/41/activate' });
  });

  it('POST /tokens/{id}/activate sends the link’s exp and sig', async () => {
    const active = { ...card, status: 'ACTIVE', qr_url: null, activated_at: '2026-11-23T16:01:00.000Z' };
    answer({ body: { data: { ...active, activation_end_at: '2026-11-24T16:01:00.000Z' } } });
    expect((await activate(41, { exp: 1_900_000_000, sig: 'abc' })).status).toBe('ACTIVE');
    const request = sent.at(-1);
    expect(request).toMatchObject({ call: 'POST /tokens/41/activate' });
    expect(request?.body).toEqual({ exp: 1_900_000_000, sig: 'abc' });
  });

  it('POST /tokens/{id}/door-code sends the typed code for the copy', async () => {
    const active = { ...card, status: 'ACTIVE', qr_url: null, door_code: null };
    answer({ body: { data: { ...active, activated_at: '2026-11-23T16:01:00.000Z' } } });
    expect((await activateByDoorCode(7, '482913')).status).toBe('ACTIVE');
    const request = sent.at(-1);
    expect(request).toMatchObject({ call: 'POST /tokens/7/door-code' });
    expect(request?.body).toEqual({ code: '482913' });
  });

  it('POST /tokens/import sends the key and answers whether it is now owned', async () => {
    const result = { owned: false, duplicate: false, id: null, message: MESSAGES.import.notYourWallet };
    answer({ body: { data: result } });
    const body = { token_id: '3', contract_address: `0x${'ab'.repeat(20)}`, chain_id: 31337 };
    expect(await importToken(body)).toEqual(result);
    const request = sent.at(-1);
    expect(request).toMatchObject({ call: 'POST /tokens/import' });
    expect(request?.body).toEqual(body);
  });
});
