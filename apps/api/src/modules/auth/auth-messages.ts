/**
 * Texts only the server says (the domain holds every form and toast text). Clients show them as
 * they arrive (SPEC section 8: errors[0].message, else message).
 */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Incorrect email or password.',
  accountDeactivated: 'This account has been deactivated.',
  tooManyLoginFailures: 'Too many failed login attempts. Please try again in 15 minutes.',
  tooManyPasswordFailures: 'Too many wrong passwords. Please try again in 15 minutes.',
  tooManyCodeRequests: 'Too many codes requested. Please try again later.',
  tooManyCodeFailures: 'Too many wrong codes from your network. Please try again later.',
  tooManySignups: 'Too many signups from your network. Please try again later.',
  tooManyAvailabilityChecks: 'Too many checks from your network. Please try again later.',
  /** After a few failed logins from one network each next attempt waits a little longer. */
  loginRetryIn: (retryAfterMs: number) => {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    return `Too many failed login attempts. Please try again in ${wait}.`;
  },
  codeInvalid: 'The verification code is incorrect or has expired.',
  codeAttemptsExhausted: 'Too many attempts. Request a new code.',
  /** A PENDING account verifying after another account verified with its username or phone number. */
  usernameClaimed:
    'This username was taken by an account verified before yours. Please sign up again with another username.',
  phoneClaimed:
    'This phone number was taken by an account verified before yours. Please sign up again with another phone number.',
  oldPasswordWrong: 'Current Password is incorrect.',
  businessOnly: 'Only business accounts have a business profile.',
} as const;
