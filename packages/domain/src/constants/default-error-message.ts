/**
 * SPEC section 8's error text when nothing better is known (MESSAGES.errors.default), in a module of
 * its own: the shells' error handler needs it on every page, and MESSAGES as a whole is 2 kB gzip.
 */
export const DEFAULT_ERROR_MESSAGE = 'We are unable to process the request. Try again later';
