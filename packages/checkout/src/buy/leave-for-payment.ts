/**
 * The browser leaves for the card payment page (the provider's hosted checkout, or the API's local
 * one): a full navigation to the session's url, so no payment script runs in this app.
 */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}
