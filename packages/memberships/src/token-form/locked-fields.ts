// Why a field cannot change once the membership exists (SPEC section 5 disables them on edit).

export const LOCKED_REASONS = {
  price: 'Fixed once created: the membership’s lock on the blockchain sells at this price.',
  renewalPrice: 'Fixed once created: holders bought it counting on this renewal price.',
  copies: (sold: number) => `Fixed once created: buyers were told how many exist (${sold} sold so far).`,
  currency: 'Memberships are sold in US dollars.',
} as const;
