import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { HARBOR_TABLE_CATALOG, VELVET_ROOM_CATALOG } from './demo-catalog.ts';
import type { DemoBusiness } from './demo-types.ts';

export const DEMO_CONSUMER = {
  email: DEMO_ACCOUNTS.consumer.email,
  username: 'democonsumer',
  firstName: 'Avery',
  lastName: 'Collins',
  phoneNumber: '+15125550142',
  address: { address1: '401 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  /** The membership the demo consumer already owns a copy of (its key granted on chain). */
  owns: 'Velvet Night Pass',
};

export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    owner: {
      email: DEMO_ACCOUNTS.business.email,
      username: 'velvetroom',
      firstName: 'Marcus',
      lastName: 'Reyes',
      phoneNumber: '+15125550199',
    },
    address: { address1: '612 E 6th St', city: 'Austin', state: 'TX', zip: '78701' },
    name: 'The Velvet Room',
    description:
      'A late-night cocktail bar and club on Sixth Street: live DJs from Thursday to Saturday, a hidden members lounge and a cocktail list that changes with the seasons.',
    website: 'https://velvetroom.example',
    instagram: 'https://instagram.com/thevelvetroom',
    palette: ['#1b1f3b', '#b23a6f'],
    memberships: [
      {
        title: 'Velvet Night Pass',
        description: 'Monthly access to The Velvet Room with priority entry on the busiest nights.',
        category: 'Nightlife',
        price: '49.00',
        renewalPrice: '39.00',
        copies: 100,
        expirationDuration: 30,
        expirationDurationType: 'DAYS',
        perks: [
          {
            perk: 'Skip-the-line entry',
            description: 'Walk straight in past the queue every night we are open.',
          },
          { perk: 'Welcome cocktail', description: 'One house cocktail on us at every visit.' },
        ],
        gate: { type: 'REDIRECT', value: 'https://velvetroom.example/guest-list' },
        palette: ['#2b1055', '#d53369'],
        coverCount: 2,
        flags: ['featured', 'hot'],
      },
      {
        title: 'Velvet VIP Table',
        description: 'A reserved table with bottle service for you and five guests, once a month.',
        category: 'Clubs',
        price: '199.00',
        renewalPrice: '179.00',
        copies: 20,
        expirationDuration: 90,
        expirationDurationType: 'DAYS',
        perks: [
          { perk: 'Reserved VIP table', description: 'Seating for six in the raised VIP area.' },
          { perk: 'Bottle service', description: 'One bottle from the reserve list each month.' },
          { perk: 'Members lounge', description: 'Access to the quiet lounge behind the bar.' },
        ],
        palette: ['#0f2027', '#c9a227'],
        coverCount: 1,
        flags: ['recommended'],
      },
      {
        title: 'Founders Circle',
        description: 'Lifetime membership for our earliest supporters, never expires.',
        category: 'Clubs',
        price: '499.00',
        renewalPrice: '0.00',
        copies: 10,
        expirationDuration: -1,
        expirationDurationType: 'DAYS',
        perks: [{ perk: 'Lifetime entry', description: 'Free entry for life, including ticketed events.' }],
        palette: ['#141e30', '#7f5af0'],
        coverCount: 1,
        flags: [],
      },
      ...VELVET_ROOM_CATALOG,
    ],
  },
  {
    owner: {
      email: DEMO_ACCOUNTS.secondBusiness.email,
      username: 'harbortable',
      firstName: 'Elena',
      lastName: 'Park',
      phoneNumber: '+16195550117',
    },
    address: { address1: '1050 N Harbor Dr', city: 'San Diego', state: 'CA', zip: '92101' },
    name: 'Harbor Table',
    description:
      'A waterfront restaurant on the San Diego bay serving the day’s catch, with a chef’s counter, a seasonal tasting menu, a pantry shop and a few rooms upstairs.',
    website: 'https://harbortable.example',
    instagram: 'https://instagram.com/harbortable',
    palette: ['#0b3d5c', '#3fb8af'],
    memberships: [
      {
        title: 'Harbor Supper Club',
        description: 'Monthly supper club membership with priority reservations on the terrace.',
        category: 'Restaurants',
        price: '25.00',
        renewalPrice: '20.00',
        copies: -1,
        expirationDuration: 30,
        expirationDurationType: 'DAYS',
        perks: [
          { perk: 'Priority reservations', description: 'Book terrace tables a week before everyone else.' },
          { perk: 'Dessert on the house', description: 'A seasonal dessert with every dinner.' },
        ],
        gate: {
          type: 'OPENTABLE',
          value: 'https://www.opentable.com/widget/reservation/loader?rid=1&type=standard',
        },
        palette: ['#134e5e', '#71b280'],
        coverCount: 2,
        flags: ['featured', 'recommended'],
      },
      {
        title: "Chef's Counter Season",
        description: 'Three tasting dinners at the chef’s counter over one season.',
        category: 'Restaurants',
        price: '150.00',
        renewalPrice: '120.00',
        copies: 12,
        expirationDuration: 2160,
        expirationDurationType: 'HOURS',
        perks: [
          { perk: 'Three tasting dinners', description: 'Seven courses each, wine pairing available.' },
          { perk: 'Meet the chef', description: 'The chef walks you through every course.' },
        ],
        palette: ['#3a1c71', '#ffaf7b'],
        coverCount: 1,
        flags: [],
      },
      ...HARBOR_TABLE_CATALOG,
    ],
  },
];
