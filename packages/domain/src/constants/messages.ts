import { DEFAULT_ERROR_MESSAGE } from './default-error-message.ts';
import { TOKEN_CREATED_MESSAGE, TOKEN_UPDATED_MESSAGE } from './membership-form-messages.ts';

/** User-facing texts of SPEC section 8 (and the fixed alert / dialog texts of section 2), exact. */
export const MESSAGES = {
  errors: {
    default: DEFAULT_ERROR_MESSAGE,
    purchaseFailed: (network: string) =>
      `We weren't able to complete your purchase. Please check that you are logged into MetaMask and connected to ${network}.`,
    walletRejected: 'Please accept the payment in Metamask to finish the transaction.',
    signingAddressMismatch: 'Signing address does not match connecting address',
    cardPaymentFailedTitle: 'Uh-oh, something went wrong',
    cardPaymentFailed:
      "Something went wrong processing your payment. We're looking into it. If you continue to experience problems, contact support",
    priceBelowAskingTitle: 'Price below asking price',
    priceBelowAsking: 'Price below asking price is not allowed. Please enter a price again',
    importFailedTitle: 'Hmm... Something went wrong',
  },
  activation: {
    failed: 'Something went wrong while activating Membership. Please try again later.',
    alreadyActivated: (title: string) => `${title} already activated`,
    invalid: (title: string) => `${title} is invalid.`,
    activated: (title: string) => `${title} activated successfully.`,
    // Ours (docs/api-roadmap.md section 6): staff scanned the card of another business's membership.
    otherBusiness: 'This Membership card is for another business.',
    // Ours: a listed copy shows no card (it may be sold before the card is used).
    onSale: 'This Membership is listed for sale. Withdraw the listing to show its card.',
    // Ours (issue 36): a genuine code shown too late, told apart from a forged one ('{title} is invalid.').
    codeExpired: 'Code expired: ask the member to refresh',
  },
  success: {
    profileUpdated: 'Profile updated successfully.',
    tokenUpdated: TOKEN_UPDATED_MESSAGE,
    tokenCreated: TOKEN_CREATED_MESSAGE,
    verificationCodeSent: 'Verification code has been sent to your registered email.',
    accountVerified: 'Your account has been verified successfully.',
    passwordUpdated: 'Password has been updated successfully.',
    announcementCreated: 'Announcement created successfully.',
    announcementUpdated: 'Announcement updated successfully.',
    announcementPublished: 'Announcement published successfully.',
    announcementArchived: 'Announcement archived successfully.',
    walletVerified: 'Verified address and successfully logged in',
    purchaseSubmitted: 'Membership purchase submitted',
    renewalSubmitted: 'Membership renewal submitted',
    accountDeactivated: 'Your account has been deactivated.',
    notificationSettingsUpdated: 'Notification setting updated successfully.',
    businessProfileUpdated: 'Business profile updated successfully.',
  },
  empty: {
    recentlyListed: 'No tokens listed recently',
    ownedMemberships: 'You do not have any Memberships',
    searchResults: 'No Membership found',
    ownedSearchResults: 'This search does not match any Memberships you own',
    category: 'There are no Memberships available in this category',
    businessTitle: 'Business does not have any Memberships',
    businessBody: 'The business has not yet minted any Memberships. Check back soon for an update.',
    noCopiesAvailable: 'No Memberships available.',
  },
  membership: {
    created: 'Membership has been successfully created.',
    comingSoon: 'COMING SOON',
    alreadyOwned: 'You already own this Membership',
    neverExpires: 'Never Expires',
  },
  checkout: {
    processedTitle: 'Membership Successfully Processed',
    processingTitle: 'Your order is being processed!',
    acceptTerms: 'I accept the terms and conditions',
    // Ours (docs/api-roadmap.md section 5): refusals the spec does not word.
    notOnSale: 'This Membership is not on sale.',
    notExpired: 'This Membership has not expired yet.',
    notThisPurchase: 'This transaction is not a purchase of this Membership.',
    walletNotLinked: 'This wallet is not linked to your account.',
    transactionClaimed: 'This transaction has already been claimed.',
    renewByCard: 'Renew this Membership by card.',
    // Ours (docs/decisions/checkout.md, "Back unpaid"): the card payment page sent the buyer back unpaid.
    paymentCancelledTitle: 'Payment cancelled',
    paymentCancelled:
      'You have not been charged. Your order is still here: press Buy Now when you are ready.',
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
  },
  wallet: {
    // Ours (docs/api-roadmap.md, Wallet linking): refusals the spec does not word.
    linkedToAnotherAccount: 'This wallet is linked to another account.',
    custodyAddress: 'This address holds Memberships in Keyclub’s custody and cannot be linked.',
    nonceInvalid: 'This sign-in request has expired. Connect your wallet again.',
    messageInvalid: 'This sign-in message is not for Keyclub on this network.',
    noWallet: 'No wallet found. Install MetaMask to continue.',
    connect: 'Connect Wallet',
    statement: 'Link this wallet to your Keyclub account.',
  },
  // Ours: the membership card page (consumer) and the card scanner (business), which the spec does not word.
  membershipCard: {
    showToStaff: 'Show this code to the staff to activate your Membership.',
    activated: 'Membership activated',
    expired: 'This code has expired.',
    newCode: 'Show a new code',
    refreshing: 'Refreshing code…',
  },
  cardScanner: {
    pointCamera: 'Point the camera at a Membership card code.',
    notACard: 'This code is not a Keyclub Membership card.',
    cameraDenied:
      'Camera access was denied. Allow the camera for this site in your browser settings, then try again.',
    noCamera: 'No camera was found on this device.',
    cameraUnavailable: 'The camera cannot be used here. Open this page over HTTPS in a current browser.',
    cameraFailed: 'The camera could not be started. Close other apps that use it, then try again.',
  },
  sell: {
    // Ours (docs/api-roadmap.md section 6; docs/decisions/resale.md): the spec words only the price modal.
    approveFirst: 'Approve Keyclub to transfer this Membership from your wallet first.',
    purchaseInProgress: 'A purchase of this Membership is in progress.',
    activationRunning: 'This Membership is activated. List it once its activation ends.',
    expired: 'An expired Membership cannot be listed for sale.',
    keyMoved: 'This Membership is no longer held where it was recorded. Import it again from its wallet.',
    notSellable: 'This Membership cannot be sold.',
    wrongWallet: (holder: string) =>
      `Connect the wallet that holds this Membership (${holder}) to approve the sale.`,
    confirmTitle: 'Post your listing',
    listedTitle: 'Your Membership is listed',
    listed: 'Your Membership is now for sale in the marketplace.',
    withdrawn: 'Your listing was withdrawn.',
  },
  announcements: {
    // Ours (docs/api-roadmap.md section 7): refusals the spec does not word.
    notFound: 'Announcement not found.',
    sentCannotBeEdited: 'A sent announcement cannot be edited.',
    alreadySent: 'This announcement has already been sent.',
    otherMembership: 'This announcement was written for another membership.',
    empty: 'No announcements yet',
  },
  import: {
    verifying: "We're verifying your token ownership on the blockchain. This should only take a minute...",
    succeeded: 'Token imported successfully!',
    // Ours (docs/api-roadmap.md section 6): why a token was not imported.
    otherNetwork: 'This token is on another blockchain network.',
    notKeyclubLock: 'This token is not a Keyclub Membership.',
    noSuchKey: 'This token does not exist on the blockchain.',
    notYourWallet: 'This token is not held by a wallet linked to your account.',
  },
} as const;
