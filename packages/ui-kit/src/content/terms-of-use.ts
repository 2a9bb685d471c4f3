import type { LegalSection } from './legal-sections.tsx';

/**
 * The Terms of Use (SPEC section 2 "Terms of use", section 9 terms figures), in Keyclub's own words:
 * shown by the /terms-of-use page and by checkout's terms dialog. Plain sections of paragraphs.
 */

/** Claims below this amount (USD) go to streamlined arbitration. */
const STREAMLINED_ARBITRATION_LIMIT_USD = 250_000;
/** Liability is capped at the greater of this amount (USD) and the price paid. */
const LIABILITY_FLOOR_USD = 100;
const COUNTER_NOTICE_BUSINESS_DAYS = 10;
const ARBITRATION_CHANGE_REJECTION_DAYS = 30;
const MINIMUM_BUYER_AGE = 18;

export const TERMS_OF_USE: LegalSection[] = [
  {
    heading: 'About these terms',
    paragraphs: [
      'These Terms of Use are an agreement between you and Keyclub Inc. ("Keyclub", "we", "us") about your use of the Keyclub marketplace, its web apps and the memberships bought, sold and held through them. By creating an account, buying, selling or holding a membership, you accept these terms.',
      "A membership also comes with the terms and conditions its business wrote for it. Where the two differ on the perks of a membership, the business's terms apply; everything else is governed by these terms.",
    ],
  },
  {
    heading: 'Memberships as NFTs',
    paragraphs: [
      'Keyclub lets businesses such as restaurants, bars and clubs mint memberships as non-fungible tokens (NFTs) and offer them for sale. Minting creates a membership contract on the blockchain; each copy sold is a token recorded to its holder. The business that minted a membership sets its price, its number of copies, its duration, its renewal price and the perks it gives.',
      'Buying a membership gives you the perks its business describes, for the duration shown, for as long as you hold it. It does not give you any share of the business, any right to its name or marks, or any ownership of the artwork beyond displaying it with your membership.',
      'Keyclub runs the marketplace; the business provides the perks. Keyclub does not guarantee that a business will keep offering a perk, stay open or honour a reservation, and questions about a perk go to the business first.',
    ],
  },
  {
    heading: 'Ethereum and wallets',
    paragraphs: [
      'Memberships are recorded on the Ethereum blockchain. Transactions on a blockchain are public, are confirmed by a network Keyclub does not control, and cannot be reversed by Keyclub once confirmed. Network fees, delays and outages are outside our control.',
      'You may hold a membership in a wallet you connect to Keyclub or let Keyclub keep it in custody for your account. You are responsible for the wallet you connect, for keeping its keys and recovery phrase safe, and for every transaction signed with it. Keyclub never asks for your recovery phrase.',
    ],
  },
  {
    heading: 'Eligibility and accounts',
    paragraphs: [
      `You must be at least ${MINIMUM_BUYER_AGE} years old to buy a membership, and you confirm that you are by accepting these terms. Some perks (for example at bars and clubs) may require a higher legal age where the business is located.`,
      'You keep your account details true and current, keep your password to yourself and tell us at once if you think someone else has used your account. One person or business per account.',
    ],
  },
  {
    heading: 'Purchases, renewals and resale',
    paragraphs: [
      'Prices are shown in USD; ETH amounts are estimates from a reference rate. A card payment is processed by our payment provider; a wallet payment is made on the blockchain. A purchase is complete once the membership is recorded to you.',
      'A membership whose duration has ended may be renewed at its renewal price. You may resell a membership on Keyclub or trade it on NFT marketplaces that support it; a resale on Keyclub carries the commission and transaction fees shown before you list, and the business receives its royalty where one applies.',
      'Except where the law requires otherwise or the business agrees, purchases are final and are not refunded. If a payment is taken but the membership cannot be recorded to you, we refund the payment.',
    ],
  },
  {
    heading: 'Businesses',
    paragraphs: [
      'A business that mints memberships confirms it has the right to offer the perks it describes, provides them as described to every holder, and is responsible for its own descriptions, images, terms and conditions, and for the taxes on its sales.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: [
      "You may not use Keyclub to break the law, to defraud other users, to manipulate prices, to upload content you have no right to share, or to interfere with the marketplace, its contracts or other users' wallets. We may suspend an account or remove a listing that breaks these rules.",
    ],
  },
  {
    heading: 'Copyright notices',
    paragraphs: [
      'Keyclub respects the rights of creators. If you believe content on Keyclub infringes your copyright, send a written notice to our copyright agent that identifies the work, identifies the content and where it appears, gives your contact details, states in good faith that the use is not authorised, and states under penalty of perjury that the notice is accurate and that you are the owner or act for the owner, with your signature.',
      'We remove or disable content named in a valid notice and tell the user who posted it. That user may send a counter-notice stating in good faith that the content was removed by mistake or misidentification, with their contact details, their consent to the jurisdiction of the courts, and their signature.',
      `We forward the counter-notice to the person who sent the notice. Unless that person tells us within ${COUNTER_NOTICE_BUSINESS_DAYS} business days of the counter-notice that they have started a court action, we may restore the content. We close the accounts of repeat infringers.`,
    ],
  },
  {
    heading: 'Disclaimers',
    paragraphs: [
      'Keyclub is provided "as is" and "as available". To the extent the law allows, we make no promise that the marketplace will be uninterrupted or free of errors, that a membership will keep or gain value, or that any NFT marketplace or wallet run by others will work with it.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      `To the extent the law allows, Keyclub's total liability to you for all claims arising from these terms or the marketplace is limited to the greater of $${LIABILITY_FLOOR_USD} and the price you paid for the membership concerned. Keyclub is not liable for indirect or consequential losses, for the perks a business provides, for the Ethereum network, or for wallets and marketplaces run by others.`,
    ],
  },
  {
    heading: 'Arbitration',
    paragraphs: [
      'Please read this section carefully: it affects how disputes are resolved. You and Keyclub agree that any dispute arising from these terms or the marketplace is resolved by binding individual arbitration rather than in court, except that either party may bring an individual claim in small claims court. Class actions and class arbitrations are not allowed.',
      `Before starting an arbitration, the party with a claim sends the other a written description of it and both try to settle it in good faith for 30 days. Claims for less than $${STREAMLINED_ARBITRATION_LIMIT_USD.toLocaleString('en-US')} follow the arbitration provider's streamlined rules; larger claims follow its comprehensive rules.`,
      `If we change this arbitration section, you may reject the change by writing to us within ${ARBITRATION_CHANGE_REJECTION_DAYS} days of it taking effect; the section as it stood before the change then keeps applying to you.`,
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms. We tell you of a material change by email or in the app before it takes effect; using Keyclub after that means you accept the updated terms.',
    ],
  },
];
