/** Timings of SPEC sections 2, 4 and 9, in milliseconds. */
export const CAROUSEL_AUTOPLAY_MS = 15_000;
/** Card checkout return: the purchase call is polled this often while the answer says pending. */
export const CARD_POLL_INTERVAL_MS = 5_000;
/** The loading overlay shows only when loading lasts longer than this. */
export const LOADER_DELAY_MS = 1_500;
export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_ERROR_MS = 6_000;
