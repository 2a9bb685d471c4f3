import type { LegalSection } from './legal-sections.tsx';

/**
 * The Client Agreement that a business accepts at signup (SPEC section 5), in Keyclub's own words:
 * how a business sells on Keyclub, is paid and answers to its members. The Terms of Use and the
 * Privacy Policy apply alongside it.
 */
export const CLIENT_AGREEMENT: LegalSection[] = [
  {
    heading: 'About this agreement',
    paragraphs: [
      'This Client Agreement is between Keyclub Inc. ("Keyclub", "we", "us") and the business that opens a business account ("you"). It governs how you sell memberships on Keyclub. The Terms of Use and the Privacy Policy also apply to you.',
    ],
  },
  {
    heading: 'Your memberships',
    paragraphs: [
      'When you create a membership, Keyclub deploys its contract on the blockchain for you and manages it on your behalf. You set its name, perks, price, renewal price, duration, number of copies, images and terms and conditions, and you may pause and resume its sales.',
      'You confirm that you have the right to use the names and images you upload, that your descriptions are accurate, and that you will provide the perks as described to every holder, including a holder who bought the membership from another member. Pausing sales does not end the memberships already sold: each holder keeps access until their copy expires.',
    ],
  },
  {
    heading: 'At the door',
    paragraphs: [
      "Your staff activate a member's card by scanning its code with the Keyclub scanner, signed in to your business account. Activate only cards that are shown to you in person, and honour the perks of every valid card.",
    ],
  },
  {
    heading: 'Payments and fees',
    paragraphs: [
      "Card payments are collected by Keyclub through its payment provider. For each card sale and renewal you earn the price less Keyclub's platform fee, at the percentage in force when the sale is paid and recorded with it on your Payouts page. For each resale of your membership on Keyclub you earn the commission shown to the seller.",
      "Your earnings are transferred to the payout account you connect in Settings → Payouts once the membership is delivered. Until you connect an account, earnings wait in your balance and nothing is lost. Payments made in cryptocurrency are paid into your membership's contract on the blockchain.",
    ],
  },
  {
    heading: 'Refunds and disputes',
    paragraphs: [
      "If a sale is refunded, its earnings are not paid, or are taken back from your payout account if they already were. If a buyer disputes a card payment, that sale's earnings are held until the dispute closes, and released if it is decided in your favour.",
    ],
  },
  {
    heading: 'Announcements and members',
    paragraphs: [
      'You may send announcements to the holders of your memberships about your memberships and your venue. Do not send them anything unlawful or unrelated, and use what you learn about your members only to serve them as members.',
    ],
  },
  {
    heading: 'Taxes',
    paragraphs: [
      'You are responsible for the taxes on your sales and for the invoices and receipts the law of your place of business requires.',
    ],
  },
  {
    heading: 'Suspension and ending',
    paragraphs: [
      'We may suspend a membership or your business on Keyclub if it breaks this agreement or the Terms of Use; holders keep the copies they own. You may deactivate your business account in Settings at any time; the memberships you sold remain valid until they expire, and you keep honouring them.',
    ],
  },
  {
    heading: 'Changes to this agreement',
    paragraphs: [
      'We may update this agreement. We tell you of a material change by email before it takes effect; selling on Keyclub after that means you accept the updated agreement.',
    ],
  },
];
