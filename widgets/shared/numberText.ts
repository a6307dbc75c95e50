// Numbers as typed and shown in a text input, without a formatting library: the language's
// decimal separator (comma in Slovak and Czech), an optional leading minus, at most `scale`
// decimals. Grouping and suffixes (money) stay with Mantine's NumberInput.

export interface NumberTextOptions {
  /** The decimal separator shown: ',' or '.'. */
  separator: string;
  /** Decimal places allowed: 0 for whole numbers; undefined for any. */
  scale: number | undefined;
}

/** A stored number as shown: the language's separator, no grouping. */
export function formatNumberText(value: unknown, { separator }: NumberTextOptions): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return String(value).replace('.', separator);
}

/**
 * What typing keeps: digits, a leading minus, one decimal separator (either '.' or ',' typed,
 * shown as the language's) unless the scale is 0, and no more decimals than the scale.
 */
export function cleanNumberText(typed: string, { separator, scale }: NumberTextOptions): string {
  let out = '';
  let decimals = -1;
  for (const char of typed) {
    if (char >= '0' && char <= '9') {
      if (decimals >= 0) {
        if (scale !== undefined && decimals >= scale) continue;
        decimals++;
      }
      out += char;
    } else if (char === '-' && out === '') {
      out = '-';
    } else if ((char === ',' || char === '.') && decimals < 0 && scale !== 0) {
      out += separator;
      decimals = 0;
    }
  }
  return out;
}

/** The number of typed text, or undefined while there is none ('', '-'). '1,' reads as 1. */
export function numberFromText(text: string): number | undefined {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || text === '-' || !Number.isFinite(n) ? undefined : n;
}
