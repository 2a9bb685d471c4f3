/**
 * The values of the enumerations of SPEC section 3, apart from their zod schemas (`enums.ts`): a
 * page that lists them (a select's options) does not load zod with them.
 */
/** The builds' roles: each app signs up and signs in with one (SPEC section 1). */
export const ROLE_NAMES = ['BUSINESS', 'CONSUMER'] as const;

/**
 * Every account's role: the builds' two and OPERATOR, who runs the marketplace (issue 35). No signup
 * makes an operator; `pnpm operator:create` does, and operators sign in through the business build.
 */
export const USER_ROLES = [...ROLE_NAMES, 'OPERATOR'] as const;

// Here, not beside the schemas: the guards of every first load use these, and zod stays out of it.
type BuildRole = (typeof ROLE_NAMES)[number];
type AccountRole = (typeof USER_ROLES)[number];

/** Whether an account of `role` signs in through the build of `build`: operators use the business build. */
export const signsInThrough = (build: BuildRole, role: AccountRole): boolean =>
  role === build || (build === 'BUSINESS' && role === 'OPERATOR');

/** Whether two roles sign in through one build (a business user and an operator do). */
export const shareABuild = (one: AccountRole, other: AccountRole): boolean =>
  ROLE_NAMES.some((build) => signsInThrough(build, one) && signsInThrough(build, other));

/** Lifecycle of users, token profiles and activations. */
export const RECORD_STATUSES = ['PENDING', 'ACTIVE', 'ARCHIVED'] as const;

/** Whether the owner's key on an owned membership is still valid. */
export const OWNER_STATUSES = ['ACTIVE', 'EXPIRED'] as const;

/** PENDING is a draft, ACTIVE is sent; ARCHIVED is where the archive action leaves it. */
export const ANNOUNCEMENT_STATUSES = ['PENDING', 'ACTIVE', 'ARCHIVED'] as const;

export const DURATION_UNITS = ['HOURS', 'DAYS'] as const;

/** Reservation gate kinds: an OpenTable widget url or a plain redirect link. */
export const DELIVERY_TYPES = ['OPENTABLE', 'REDIRECT'] as const;

export const TOKEN_TYPES = ['SINGLE', 'MULTIPLE'] as const;

/** INTERNAL: minted by Keyclub's own lock; EXTERNAL: imported from another contract (not buyable here). */
export const CONTRACT_TYPES = ['INTERNAL', 'EXTERNAL'] as const;

export const CURRENCIES = ['USD'] as const;
