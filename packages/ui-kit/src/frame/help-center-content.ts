/**
 * The Help Center's text (SPEC section 2): one accordion of questions per tab. Wallets: MetaMask
 * now, WalletConnect coming; memberships can be traded on NFT marketplaces.
 */
export interface HelpQuestion {
  question: string;
  answer: string;
}

export interface HelpTopic {
  /** The tab's value and label. */
  value: string;
  tab: string;
  /** The accordion's heading. */
  accordion: string;
  questions: HelpQuestion[];
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    value: 'getting-started',
    tab: 'Getting Started',
    accordion: 'About',
    questions: [
      {
        question: 'What is Keyclub?',
        answer:
          'Keyclub is a marketplace where restaurants, bars, clubs and other businesses sell memberships. Each membership is a token (an NFT) on the Ethereum blockchain that you own: you can keep it, renew it when it expires, or sell it on.',
      },
      {
        question: 'How do I get started?',
        answer:
          'Choose Register at the top of the page, fill in your details and confirm your email with the 6-digit code we send you. Then browse the Marketplace by category, or type a business or membership name in the search box.',
      },
      {
        question: 'Which wallets can I use?',
        answer:
          'Keyclub supports MetaMask wallets today. WalletConnect is coming soon, so you will be able to connect other wallets too. You do not need a wallet to pay by card: until you connect one, Keyclub keeps your memberships safe for your account.',
      },
      {
        question: 'How do I connect my wallet?',
        answer:
          'Open the menu under your name at the top of the page and choose Connect Wallet. MetaMask asks you to approve the connection and to sign a message that proves the wallet is yours; signing costs nothing.',
      },
      {
        question: 'I run a business. How do I sell memberships?',
        answer:
          'Sign up in the Keyclub Business app with your business profile. From My Memberships choose Create Membership, set the perks, price, number of copies and duration, and it goes on sale in the Marketplace.',
      },
    ],
  },
  {
    value: 'memberships',
    tab: 'Memberships',
    accordion: 'Membership NFTs',
    questions: [
      {
        question: 'What is a membership NFT?',
        answer:
          'A membership NFT is a token on the Ethereum blockchain that proves you hold a membership. The business that minted it decides its perks, its duration and its renewal price, and anyone can check on the blockchain who holds it.',
      },
      {
        question: 'How do I use my membership?',
        answer:
          'Open My Memberships and choose the membership. Press Membership Card to show a code the staff scan to activate your visit. If the membership offers reservations, Make Reservation takes you to the booking.',
      },
      {
        question: 'Can I sell or trade my membership?',
        answer:
          'Yes. Your membership is an NFT, so you can list it for sale on Keyclub or trade it on NFT marketplaces that support Ethereum NFTs. When it changes hands, its perks go with it to the new holder.',
      },
      {
        question: 'What happens when my membership expires?',
        answer:
          'An expired membership shows its expiry date in red and no longer gives its perks. Choose Renew Membership on its page to extend it at the renewal price.',
      },
    ],
  },
  {
    value: 'payments',
    tab: 'Payments',
    accordion: 'Payments',
    questions: [
      {
        question: 'How can I pay for a membership?',
        answer:
          'Pay by credit card through our payment provider, or with your MetaMask wallet. On the Buy Membership page choose Pay using Credit Card, accept the terms and conditions, and press Buy Now.',
      },
      {
        question: 'Which currency are prices in?',
        answer:
          'Prices are in US dollars. The ETH amount shown beside a price is an estimate from the current reference rate.',
      },
      {
        question: 'Is my card payment secure?',
        answer:
          'Card details are entered on the payment provider’s own secure page; Keyclub never sees or stores your card number.',
      },
      {
        question: 'What if my payment goes through but I do not get the membership?',
        answer:
          'If a payment is taken but the membership cannot be recorded to you, Keyclub refunds the payment. If something still looks wrong, contact support with the membership name and the time of your purchase.',
      },
    ],
  },
];
