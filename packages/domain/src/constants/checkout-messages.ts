// The checkout's texts (SPEC section 8 and ours), exact. MESSAGES.checkout is this object; kept apart so
// the buy page's first load carries these, not all of MESSAGES (a bundler puts a module in one chunk, whole).

export const CHECKOUT_MESSAGES = {
  processedTitle: 'Membership Successfully Processed',
  processingTitle: 'Your order is being processed!',
  acceptTerms: 'I accept the terms and conditions',
  // Ours (docs/api-roadmap.md section 5): refusals the spec does not word.
  notOnSale: 'This Membership is not on sale.',
  neverExpires: 'This Membership never expires: there is nothing to renew.',
  renewalPriceChanged: 'The renewal price of this Membership changed. Reload the page to see it.',
  notThisPurchase: 'This transaction is not a purchase of this Membership.',
  walletNotLinked: 'This wallet is not linked to your account.',
  transactionClaimed: 'This transaction has already been claimed.',
  renewByCard: 'Renew this Membership by card.',
  // Ours (docs/decisions/checkout.md, "Back unpaid"): the card payment page sent the buyer back unpaid.
  paymentCancelledTitle: 'Payment cancelled',
  paymentCancelled: 'You have not been charged. Your order is still here: press Buy Now when you are ready.',
  paymentDeclinedTitle: 'Your card was declined',
  paymentDeclined: 'You have not been charged. You can pay with another card.',
  tryAnotherCard: 'Try another card',
  // Ours: the wallet flow's own steps and refusals before anything is paid.
  notEnoughUsd: (needed: string, held: string) =>
    `This wallet holds ${held} USD in stablecoin; the Membership costs ${needed}.`,
  notEnoughEth: 'This wallet does not hold enough ETH to pay the network fees.',
  cryptoProcessing: 'Confirm the payment in your wallet and wait while it is processed.',
  // Ours (docs/decisions/crypto-resale.md): a resale listing paid from a wallet.
  notThisResalePayment:
    'This transaction is not a payment of this Membership’s total from your wallet to Keyclub.',
  noWalletHold: 'Reserve this Membership with your wallet before paying for it.',
  walletResaleUnavailable: 'This Membership cannot be paid with a wallet. Pay by card.',
  soldBeforePayment:
    'This Membership was sold before your payment was confirmed. Contact support to have your payment refunded.',
  listingChangedBeforePayment:
    'This Membership’s listing changed before your payment was confirmed. Contact support to have your payment refunded.',
} as const;
