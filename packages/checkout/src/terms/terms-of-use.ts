/**
 * The Terms of Use a buyer accepts at checkout (SPEC section 2 "Terms of use", section 9 terms
 * figures). Plain sections, rendered by the terms of use dialog.
 */
export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

/** Claims below this amount (USD) go to streamlined arbitration. */
const STREAMLINED_ARBITRATION_LIMIT_USD = 250_000;
/** Liability is capped at the greater of this amount (USD) and the price paid. */
const LIABILITY_FLOOR_USD = 100;
const COUNTER_NOTICE_BUSINESS_DAYS = 10;
const ARBITRATION_CHANGE_REJECTION_DAYS = 30;
const MINIMUM_BUYER_AGE = 18;

export const TERMS_OF_USE: TermsSection[] = [
  {
    heading: 'Memberships as NFTs',
    paragraphs: [
      'Keyclub lets businesses mint memberships as non-fungible tokens (NFTs) and sell them to members. Buying a membership gives you the perks its business describes, for the duration shown, under these terms and the terms and conditions of that membership.',
      'Memberships are recorded on the Ethereum blockchain. Transactions on a blockchain are public and cannot be reversed by Keyclub. You are responsible for the wallet that holds your membership and for keeping its keys safe.',
    ],
  },
  {
    heading: 'Eligibility',
    paragraphs: [
      `You must be at least ${MINIMUM_BUYER_AGE} years old to buy a membership, and you confirm that you are by accepting these terms.`,
    ],
  },
  {
    heading: 'Purchases, renewals and resale',
    paragraphs: [
      'Prices are shown in USD; ETH amounts are estimates from a reference rate. A card payment is processed by our payment provider. A membership may be renewed when it has expired, and may be resold on Keyclub or on NFT marketplaces, where the business receives its royalty.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      `To the extent the law allows, Keyclub's total liability to you for any claim is limited to the greater of $${LIABILITY_FLOOR_USD} and the price you paid for the membership concerned. Keyclub is not liable for the perks a business provides, for the Ethereum network, or for wallets and marketplaces run by others.`,
    ],
  },
  {
    heading: 'Arbitration',
    paragraphs: [
      `Any dispute is resolved by binding individual arbitration rather than in court. Claims under $${STREAMLINED_ARBITRATION_LIMIT_USD.toLocaleString('en-US')} follow the streamlined arbitration rules. If we change this arbitration clause, you may reject the change by writing to us within ${ARBITRATION_CHANGE_REJECTION_DAYS} days of it.`,
    ],
  },
  {
    heading: 'Copyright notices',
    paragraphs: [
      'If you believe content on Keyclub infringes your copyright, send us a notice identifying the work and the content. We remove content named in a valid notice and tell its owner.',
      `The owner may send a counter-notice. Unless the person who sent the notice starts a court action within ${COUNTER_NOTICE_BUSINESS_DAYS} business days of the counter-notice, we may restore the content.`,
    ],
  },
];
