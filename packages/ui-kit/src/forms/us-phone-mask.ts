/**
 * The typing mask +1 (999) 999 9999 (SPEC section 5), applied as the user types: the digits so far
 * in the mask's shape. The country code is written by the mask, so a leading +1 (or the 1 of a
 * pasted 11-digit number) is not taken as the first digit of the area code.
 */
export function maskUsPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trimStart().startsWith('+1') || (digits.length > 10 && digits.startsWith('1'))) {
    digits = digits.slice(1);
  }
  const national = digits.slice(0, 10);
  if (national === '') return '';
  const area = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  const line = national.slice(6);
  if (exchange === '') return `+1 (${area}`;
  if (line === '') return `+1 (${area}) ${exchange}`;
  return `+1 (${area}) ${exchange} ${line}`;
}
