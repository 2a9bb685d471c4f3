/**
 * The header that carries the session's access token both ways: login answers with it, the apps
 * send it back on every request (SPEC section 7). CORS exposes and accepts it.
 */
export const ACCESS_TOKEN_HEADER = 'x-access-token';
