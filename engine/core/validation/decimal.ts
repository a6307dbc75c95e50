// Decimal-safe arithmetic for multipleOf and decimal places: 0.3 is a multiple of 0.1 here,
// while in binary floating point 0.3 / 0.1 = 2.9999999999999996.

/** A finite number as digits and a decimal exponent: 12.345 → { digits: 12345n, scale: 3 }. */
function toScaled(value: number): { digits: bigint; scale: number } {
  const [mantissa = '0', exponentText] = value.toString().toLowerCase().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: negative ? -digits : digits, scale };
}

/** Number of decimal places a number is written with (1.50 → 1, 1e-7 → 7). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const { digits, scale } = toScaled(value);
  let places = scale;
  let rest = digits;
  while (places > 0 && rest % 10n === 0n) {
    rest /= 10n;
    places -= 1;
  }
  return places;
}

/** Whether `value` is an exact multiple of `step` in decimal arithmetic (step > 0). */
export function isDecimalMultiple(value: number, step: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(step) || step <= 0) return false;
  const a = toScaled(value);
  const b = toScaled(step);
  const scale = Math.max(a.scale, b.scale);
  const va = a.digits * 10n ** BigInt(scale - a.scale);
  const vb = b.digits * 10n ** BigInt(scale - b.scale);
  return va % vb === 0n;
}
