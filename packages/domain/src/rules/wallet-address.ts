/** Wallet addresses are shown shortened: '0x1234…abcd'. Short input comes back unchanged. */
export function shortenAddress(address: string, visible = 4): string {
  const head = 2 + visible;
  if (address.length <= head + visible + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-visible)}`;
}
