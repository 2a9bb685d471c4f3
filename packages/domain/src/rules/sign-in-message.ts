/** The page a wallet signs in from: its host names the site (EIP-4361 `domain`), its origin the `uri`. */
export type SigningPage = { host: string; origin: string };

/**
 * The fields of a Sign-In with Ethereum (EIP-4361) message that links `address` to an account: the
 * API's nonce and chain, for the page the user is on (wallets warn when a message names another
 * site, and the API refuses one that is not its app's host), issued now. Plain fields, so the
 * consumer's wallet link and the business's payout wallet build their message from one place.
 */
export function signInMessageFields<A extends string>(
  request: { address: A; chainId: number; nonce: string; statement: string },
  page: SigningPage,
  issuedAt: Date,
) {
  return { ...request, domain: page.host, uri: page.origin, version: '1' as const, issuedAt };
}
