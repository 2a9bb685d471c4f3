/** Timings of SPEC sections 2, 4 and 9, in milliseconds. */
export const CAROUSEL_AUTOPLAY_MS = 15_000;
/** Card checkout return: the purchase call is polled this often while the answer says pending. */
export const CARD_POLL_INTERVAL_MS = 5_000;
/**
 * The membership card page asks this often whether its card was activated, while it waits (ours; the
 * spec says only that the page switches to the activated view): staff and member stand at the door.
 */
export const ACTIVATION_CARD_POLL_INTERVAL_MS = 2_000;
/** The loading overlay shows only when loading lasts longer than this. */
export const LOADER_DELAY_MS = 1_500;
/** Past this the overlay says what is slow (ours, issue 36). */
export const LOADER_SLOW_MS = 8_000;
/** Past this the overlay gives up covering the page and says so (ours, issue 36). */
export const LOADER_GIVE_UP_MS = 30_000;
export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_ERROR_MS = 6_000;
