import type { LegalSection } from './legal-sections.tsx';

/**
 * The Privacy Policy that signup names (SPEC section 5), in Keyclub's own words: what the marketplace
 * keeps, why, who else sees it and what a user can change. It describes what the product does; a
 * change in what is collected changes this text.
 */
export const PRIVACY_POLICY: LegalSection[] = [
  {
    heading: 'About this policy',
    paragraphs: [
      'This Privacy Policy explains what Keyclub Inc. ("Keyclub", "we", "us") collects when you use the Keyclub marketplace and its web apps, why, who else receives it and what you can do about it. It applies to consumers and to businesses alike; the Terms of Use and, for businesses, the Client Agreement apply alongside it.',
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: [
      'Your account: email address, username, first and last name, phone number and postal address, and for a business its profile (name, description, address, images). Your password is stored only as a salted hash; we cannot read it.',
      'What you do on Keyclub: the memberships you buy, renew, sell or hold, their prices and dates, the times your membership card was activated at a business, the announcements sent to you and whether you opened them, and your notification settings.',
      "Wallets: the addresses of the wallets you link, which you prove by signing a message. We never receive a wallet's keys or recovery phrase.",
      "Payments: card details are entered on our payment provider's page and never reach our servers; we keep the payment's reference, amount and outcome. For payouts, the bank details are collected by our payment provider, or, on a deployment without one, we keep the routing number and only the last four digits of the account number.",
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To run your account and sign you in; to sell, deliver, renew and resell memberships and to pay the businesses and sellers who earned the money; to show your membership card at the door and record its activation; to send the emails you asked for (purchases, activations, sales, expiry reminders), each of which you can turn off in Settings or through the link in the email; and to keep the marketplace safe, for example by limiting repeated attempts from one network address.',
      'We do not sell your personal information, and we do not use it for advertising.',
    ],
  },
  {
    heading: 'What others see',
    paragraphs: [
      'A business whose membership you hold sees the name on your account when its staff scan your membership card, and the state and activations of your copy of its membership.',
      'The blockchain is public: anyone can see which wallet address holds a membership and its transfers. This is how memberships work as NFTs, and it cannot be undone by Keyclub.',
      'We share what is needed with the providers that run parts of the marketplace for us: the payment provider (card payments and payouts), email delivery, file storage for images, and the blockchain network. They may use it only to provide that service.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'You can correct your profile and change your notification settings in Settings at any time, and you can deactivate your account there; deactivation ends every session at once.',
      'After deactivation we keep the records of purchases, payouts and refunds for as long as accounting and tax law requires, and records written on the blockchain stay there.',
      'To ask what we hold about you, or to have it corrected or erased where the law allows, write to Keyclub Inc. at the address shown at the foot of every page.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      "Keyclub is served over encrypted connections. Passwords are hashed, a session ends when you log out, change your password or deactivate your account, and a membership card's code is signed and lasts minutes, not days.",
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'We may update this policy. We tell you of a material change by email or in the app before it takes effect.',
    ],
  },
];
