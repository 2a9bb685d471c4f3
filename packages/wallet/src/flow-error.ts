/** A refusal with a text of its own (a balance too low, a claim not settled), shown as it is. */
export class WalletFlowError extends Error {}
