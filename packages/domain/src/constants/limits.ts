/** Business constants and limits of SPEC section 9 (plus the few the spec leaves open, see docs/decisions/domain-rules.md). */

// Paging
export const RECENTLY_LISTED_PAGE_SIZE = 12;
export const PAGE_SIZE_OPTIONS = [6, 12, 24] as const;
/** Shared by search and category pages; the spec does not give the value. */
export const SEARCH_PAGE_SIZE = 12;
/** Search runs once more than 2 characters are typed. */
export const SEARCH_MIN_QUERY_LENGTH = 3;

// Images
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_COVER_IMAGES = 3;
/** Decoding limit (width x height x frames): larger images are refused before they are decoded. */
export const IMAGE_MAX_MEGAPIXELS = 50;
/** Default bounding box when resizing uploaded images (thumbnails). */
export const IMAGE_RESIZE_MAX = { width: 400, height: 350 } as const;

// Lengths
export const EMAIL_MAX_LENGTH = 254;
export const TITLE_MIN_LENGTH = 5;
export const TITLE_MAX_LENGTH = 50;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CITY_MIN_LENGTH = 2;
export const CITY_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 100;
export const ZIP_LENGTH = 5;
export const VERIFICATION_CODE_LENGTH = 6;
export const ROUTING_NUMBER_LENGTH = 9;
export const ACCOUNT_NUMBER_MIN_LENGTH = 7;
export const ACCOUNT_NUMBER_MAX_LENGTH = 17;
export const PERK_MAX_LENGTH = 100;
export const PERK_DESCRIPTION_MAX_LENGTH = 500;
/** Social links and reservation (gate) links. */
export const LINK_MAX_LENGTH = 2048;
/** Upper bound for free-text fields (descriptions, messages, terms) the spec leaves unbounded. */
export const LONG_TEXT_MAX_LENGTH = 5000;
export const ANNOUNCEMENT_SUBJECT_MAX_LENGTH = 100;

// Counts
export const MAX_PERKS = 20;
export const MAX_GATES = 5;

// Whole numbers
/** The largest value of a PostgreSQL `integer` column: every id, count and page number the API takes. */
export const DB_INTEGER_MAX = 2_147_483_647;
/** Expiration and lockout periods: at most 100 years, in the unit the form chose. */
export const DURATION_MAX = { DAYS: 36_500, HOURS: 876_000 } as const;

// Amounts
export const ROYALTY_MIN = 0;
export const ROYALTY_MAX = 10;
/**
 * The platform's transaction fee on a resale, in percent of the seller's price (docs/decisions/resale.md):
 * the API's default for `TRANSACTION_FEE_PERCENTAGE`; the sell page shows the configured value.
 */
export const TRANSACTION_FEE_PERCENTAGE = 2.5;
/** Digits allowed before the decimal point. */
export const PRICE_MAX_DIGITS = 7;
export const RENEWAL_PRICE_MAX_DIGITS = 9;
export const USD_DECIMALS = 2;
export const ETH_DECIMALS = 3;
/** Checkout sends prices in minor units (cents). */
export const MINOR_UNITS_PER_USD = 100;

/** -1 means unlimited copies, no lockout, or never expires. */
export const UNLIMITED = -1;

// Defaults
export const DEFAULT_LOCKOUT_PERIOD_TYPE = 'HOURS' as const;
export const DEFAULT_EXPIRATION_DURATION_TYPE = 'DAYS' as const;
export const DEFAULT_CURRENCY = 'USD' as const;
export const DEFAULT_TOKEN_TYPE = 'MULTIPLE' as const;
export const DEFAULT_CONTRACT_TYPE = 'INTERNAL' as const;
/**
 * A new membership's form starts with a run of 100 copies that each last a year: the mistakes the
 * old start (1 copy, never expires) invited were selling out after one buyer and a key for life.
 */
export const DEFAULT_COPIES = 100;
export const DEFAULT_EXPIRATION_DAYS = 365;
/** Ethereum mainnet. */
export const DEFAULT_CHAIN_ID = 1;

// Display
export const DESCRIPTION_PREVIEW_LENGTH = 249;
/** A description longer than this is cut to DESCRIPTION_PREVIEW_LENGTH plus an ellipsis. */
export const DESCRIPTION_PREVIEW_THRESHOLD = 250;
export const GRID_COLUMNS = 3;
export const PHONE_MASK = '+1 (999) 999 9999';

/** Every email notification is on until the user turns it off. */
export const NOTIFICATION_DEFAULTS = {
  is_sold_token_email_notify: true,
  is_purchased_token_email_notify: true,
  is_redeemed_token_email_notify: true,
  is_expiry_reminder_email_notify: true,
} as const;
