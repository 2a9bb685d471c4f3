/** What the consumer build tells checkout about its deployment, set once by the shell at start. */
export type CheckoutSettings = {
  /** Where a buyer whose card payment failed writes to (SPEC section 8: 'contact support'). */
  supportEmail: string;
};

let settings: CheckoutSettings | null = null;

export function configureCheckout(next: CheckoutSettings): void {
  settings = next;
}

export function checkoutSettings(): CheckoutSettings {
  if (!settings) throw new Error('configureCheckout() must be called before a checkout screen renders');
  return settings;
}
