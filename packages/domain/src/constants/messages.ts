import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { DEFAULT_ERROR_MESSAGE } from './default-error-message.ts';
import { EMPTY_MESSAGES } from './empty-messages.ts';
import { TOKEN_CREATED_MESSAGE, TOKEN_UPDATED_MESSAGE } from './membership-form-messages.ts';
import { MEMBERSHIP_MESSAGES } from './membership-messages.ts';

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
    // Ours (issue 36): a wrong door code voids the member's card, so a code cannot be guessed twice.
    wrongDoorCode: 'Wrong door code. That card is void now: ask the member to show a new code.',
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
  empty: EMPTY_MESSAGES,
  membership: MEMBERSHIP_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
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
    payoutAccountFirst:
      'Connect a payout account in Settings → Payouts before you list a Membership for sale: it is where your share of the sale is paid.',
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
