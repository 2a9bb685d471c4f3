/**
 * scrypt's N for the passwords the tests' APIs hash (PASSWORD_SCRYPT_COST of test-app.ts and
 * api-process.ts): 2^10 costs a 32nd of production's 2^15. Hashes record their own N, so every
 * path runs as in production; password.test.ts hashes and verifies at production's cost.
 */
export const TEST_PASSWORD_SCRYPT_COST = 2 ** 10;
