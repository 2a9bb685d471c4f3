import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, configureApiClient } from './client.ts';
import { DEFAULT_ERROR_TEXT, errorText, readErrorText } from './error-text.ts';
import { startTestServer } from './testing/http-test-server.ts';

describe('errorText (SPEC section 8)', () => {
  it('takes the first message of the errors array', () => {
    const body = {
      message: 'Validation failed',
      errors: [
        { field: 'email', message: 'Email is required.' },
        { field: 'password', message: 'Too short' },
      ],
    };
    expect(errorText(body)).toBe('Email is required.');
  });

  it('accepts plain strings in the errors array', () => {
    expect(errorText({ message: 'x', errors: ['Zip Code must be 5 digits'] })).toBe(
      'Zip Code must be 5 digits',
    );
  });

  it('uses message when the first error item carries no message', () => {
    expect(errorText({ message: 'Invalid', errors: [{ field: 'zip' }, { message: 'Second' }] })).toBe(
      'Invalid',
    );
  });

  it('falls back to message when errors is empty or missing', () => {
    expect(errorText({ message: 'Invalid credentials', errors: [] })).toBe('Invalid credentials');
    expect(errorText({ message: 'Invalid credentials' })).toBe('Invalid credentials');
  });

  it('falls back to the default text otherwise', () => {
    expect(DEFAULT_ERROR_TEXT).toBe('We are unable to process the request. Try again later');
    for (const body of [
      undefined,
      null,
      'Bad Gateway',
      42,
      {},
      { message: '' },
      { errors: [] },
      { errors: [''] },
    ]) {
      expect(errorText(body)).toBe(DEFAULT_ERROR_TEXT);
    }
  });
});

describe('readErrorText', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer((request) => {
      switch (request.url) {
        case '/json':
          return { status: 422, body: { message: 'Invalid', errors: [{ message: 'Title is required.' }] } };
        case '/message':
          return { status: 401, body: { message: 'Invalid credentials', errors: [] } };
        case '/html':
          return { status: 502, body: '<html>Bad Gateway</html>' };
        case '/empty':
          return { status: 500 };
        default:
          return 'hang';
      }
    });
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
  });
  afterAll(() => server.close());

  const failure = (path: string, timeout?: number) =>
    api.get(path, timeout ? { timeout } : {}).then(
      () => expect.fail('request should fail'),
      (error: unknown) => error,
    );

  it('reads the JSON body of an HTTP error', async () => {
    expect(await readErrorText(await failure('json'))).toBe('Title is required.');
    expect(await readErrorText(await failure('message'))).toBe('Invalid credentials');
  });

  it('gives the default text for non-JSON and empty bodies', async () => {
    expect(await readErrorText(await failure('html'))).toBe(DEFAULT_ERROR_TEXT);
    expect(await readErrorText(await failure('empty'))).toBe(DEFAULT_ERROR_TEXT);
  });

  it('gives the default text for timeouts, network errors and other throwables', async () => {
    expect(await readErrorText(await failure('hang', 50))).toBe(DEFAULT_ERROR_TEXT);
    const closed = await startTestServer(() => ({}));
    await closed.close();
    configureApiClient({ baseUrl: closed.url, getAccessToken: () => null });
    expect(await readErrorText(await failure('json'))).toBe(DEFAULT_ERROR_TEXT);
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
    expect(await readErrorText(new Error('boom'))).toBe(DEFAULT_ERROR_TEXT);
  });
});
