import type { Allowance, ThrottleRule } from '../../throttle/throttle.ts';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS } from './codes.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit of the accounts API (docs/decisions/accounts.md explains each number). "Address" is
 * an email address, "IP" the client address from client-ip.ts (IPv6 by its /64).
 */
export const LIMITS = {
  /** Failed logins per address and IP: 3 free, then 1 s, 2 s, 4 s … after the last, and 10 in 15 min. */
  loginPair: [
    { after: 3, baseMs: 1000, windowMs: 15 * MINUTE },
    { max: 10, windowMs: 15 * MINUTE },
  ],
  /** Failed logins per address from IPs the account never logged in from. */
  loginAddress: [{ max: 10, windowMs: 15 * MINUTE }],
  /** Failed logins per IP, any address. */
  loginIp: [{ max: 50, windowMs: 15 * MINUTE }],
  /** Wrong current passwords in a logged-in password change, per user. */
  passwordCheck: [{ max: 10, windowMs: 15 * MINUTE }],
  /** Mailed codes per address and purpose from one IP. */
  codeRequestPair: [
    { max: 5, windowMs: HOUR },
    { max: 10, windowMs: DAY },
  ],
  /** Mailed codes per address and purpose from all IPs: a stranger on one IP uses at most half. */
  codeRequestAddress: [
    { max: 10, windowMs: HOUR },
    { max: 20, windowMs: DAY },
  ],
  /** Codes requested per IP through forgot-password and resend, any address. */
  codeRequestIp: [{ max: 20, windowMs: HOUR }],
  /** Wrong codes per IP (verify and reset), any address. */
  codeFailureIp: [{ max: 20, windowMs: HOUR }],
  /** Wrong codes per address and purpose (verify and reset), also unknown ones (code-attempts.ts). */
  codeFailureAddress: [{ max: MAX_CODE_ATTEMPTS, windowMs: CODE_TTL_MS }],
  /** Signups per IP. */
  signupIp: [{ max: 50, windowMs: HOUR }],
  /** Availability checks per IP. */
  availabilityIp: [{ max: 100, windowMs: 15 * MINUTE }],
} satisfies Record<string, readonly ThrottleRule[]>;

const address = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipSubject = (ip: string) => `ip:${ip}`;

/** The three counters a login attempt draws on; the address one only binds IPs new to the account. */
export const loginAllowances = (email: string, ip: string, knownIp: boolean): Allowance[] => [
  { kind: 'LOGIN_FAILURE', subject: `${address(email)}|${ipSubject(ip)}`, rules: LIMITS.loginPair },
  { kind: 'LOGIN_FAILURE', subject: address(email), rules: LIMITS.loginAddress, enforce: !knownIp },
  { kind: 'LOGIN_FAILURE', subject: ipSubject(ip), rules: LIMITS.loginIp },
];

/** A code mailed to `email` for `purpose`; `perIp` adds the IP-wide allowance of the code endpoints. */
export const codeRequestAllowances = (
  email: string,
  purpose: string,
  ip: string,
  perIp: boolean,
): Allowance[] => [
  {
    kind: 'CODE_REQUEST',
    subject: `${purpose}:${address(email)}|${ipSubject(ip)}`,
    rules: LIMITS.codeRequestPair,
  },
  { kind: 'CODE_REQUEST', subject: `${purpose}:${address(email)}`, rules: LIMITS.codeRequestAddress },
  ...(perIp ? [{ kind: 'CODE_REQUEST' as const, subject: ipSubject(ip), rules: LIMITS.codeRequestIp }] : []),
];

export const passwordCheckAllowances = (userId: number): Allowance[] => [
  { kind: 'PASSWORD_CHECK_FAILURE', subject: `user:${userId}`, rules: LIMITS.passwordCheck },
];

export const codeFailureAllowances = (ip: string): Allowance[] => [
  { kind: 'CODE_FAILURE', subject: ipSubject(ip), rules: LIMITS.codeFailureIp },
];

export const signupAllowances = (ip: string): Allowance[] => [
  { kind: 'SIGNUP', subject: ipSubject(ip), rules: LIMITS.signupIp },
];

export const availabilityAllowances = (ip: string): Allowance[] => [
  { kind: 'AVAILABILITY_CHECK', subject: ipSubject(ip), rules: LIMITS.availabilityIp },
];
