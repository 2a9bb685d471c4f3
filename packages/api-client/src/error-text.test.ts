import { beforeAll, describe, expect, it } from 'vitest';
import { api, configureApiClient } from './client.ts';
import { DEFAULT_ERROR_TEXT, errorText, readErrorText } from './error-text.ts';
import { mockApi, TEST_API_URL } from './testing/mock-api.ts';

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
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));
  const answers = () =>
    mockApi({
      'GET /json': { status: 422, body: { message: 'Invalid', errors: [{ message: 'Title is required.' }] } },
      'GET /message': { status: 401, body: { message: 'Invalid credentials', errors: [] } },
      'GET /html': { status: 502, body: '<html>Bad Gateway</html>' },
      'GET /empty': { status: 500, body: '' },
      'GET /hang': 'hang',
      'GET /dropped': 'network-error',
    });

  const failure = (path: string, timeout?: number) =>
    api.get(path, timeout ? { timeout } : {}).then(
      () => expect.fail('request should fail'),
      (error: unknown) => error,
    );

  it('reads the JSON body of an HTTP error', async () => {
    answers();
    expect(await readErrorText(await failure('json'))).toBe('Title is required.');
    expect(await readErrorText(await failure('message'))).toBe('Invalid credentials');
  });

  it('gives the default text for non-JSON and empty bodies', async () => {
    answers();
    expect(await readErrorText(await failure('html'))).toBe(DEFAULT_ERROR_TEXT);
    expect(await readErrorText(await failure('empty'))).toBe(DEFAULT_ERROR_TEXT);
  });

  it('gives the default text for timeouts, network errors and other throwables', async () => {
    const sent = answers();
    expect(await readErrorText(await failure('hang', 50))).toBe(DEFAULT_ERROR_TEXT);
    expect(await readErrorText(await failure('dropped'))).toBe(DEFAULT_ERROR_TEXT);
    expect(sent.map((request) => request.call)).toEqual(['GET /hang', 'GET /dropped']);
    expect(await readErrorText(new Error('boom'))).toBe(DEFAULT_ERROR_TEXT);
  });
});
