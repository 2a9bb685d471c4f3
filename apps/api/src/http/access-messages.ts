/** Texts of refused access, said by the auth middleware and by every route that checks ownership. */
export const ACCESS_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  forbidden: 'You do not have access to this resource.',
} as const;
