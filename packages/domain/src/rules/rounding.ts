/**
 * Rounds half up to `decimals` places without binary noise: shifting through the decimal exponent
 * makes 1.005 → 1.01 (plain Math.round(x * 100) / 100 gives 1).
 */
export function roundTo(value: number, decimals: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const [shiftedMantissa, shiftedExponent] = shifted.toExponential().split('e');
  return Number(`${shiftedMantissa}e${Number(shiftedExponent) - decimals}`);
}
