import { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { isHttpError } from './http-error.ts';

describe('isHttpError', () => {
  const request = new Request('http://localhost/tokens/1');

  it('knows ky’s answer below 2xx, with its response', () => {
    const error = new HTTPError(new Response(null, { status: 404 }), request, {} as never);
    expect(isHttpError(error)).toBe(true);
    expect(isHttpError(error) && error.response.status).toBe(404);
  });

  it('is false for a request that got no answer and for anything else thrown', () => {
    expect(isHttpError(new TimeoutError(request))).toBe(false);
    expect(isHttpError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isHttpError({ name: 'HTTPError' })).toBe(false);
    expect(isHttpError(undefined)).toBe(false);
  });
});
