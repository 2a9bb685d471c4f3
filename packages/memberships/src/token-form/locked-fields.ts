// Why a field cannot change once the membership exists (SPEC section 5 disables them on edit). The
// edit page's alone, handed to the form (the create form's first load does not carry these texts).

/** The edit form's reasons for its locked price, renewal price and copies. */
export const lockedReasons = (soldCopies: number) => ({
  price: 'Fixed once created: the membership’s lock on the blockchain sells at this price.',
  renewalPrice: 'Fixed once created: holders bought it counting on this renewal price.',
  copies: `Fixed once created: buyers were told how many exist (${soldCopies} sold so far).`,
});
export type LockedReasons = ReturnType<typeof lockedReasons>;
