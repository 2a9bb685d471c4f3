/**
 * `value` with `decimals` places and commas between thousands, as en-US writes it (1234.5, 2 →
 * '1,234.50'), rounded as `Intl.NumberFormat` rounds: half away from zero, on the shortest decimal
 * that reads back as `value` (1.005 → '1.01', where `toFixed` sees the binary 1.00499… and gives
 * '1.00'). Written without Intl: a page's first Intl formatter loads the browser's locale data,
 * 40–110 ms of main thread here (docs/performance.md, "Page speed"), and prices and messages are
 * formatted on every page.
 */
export function formatDecimal(value: number, decimals: number): string {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const point = Number(exponent) + 1; // how many of `digits` stand before the decimal point
  const whole = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = point > 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
  const kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  const rounded = (fraction[decimals] ?? '0') >= '5' ? kept + 1n : kept;
  const text = rounded.toString().padStart(decimals + 1, '0');
  const wholeText = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && rounded !== 0n ? '-' : '';
  return decimals > 0 ? `${sign}${wholeText}.${text.slice(-decimals)}` : `${sign}${wholeText}`;
}
