/**
 * Money is stored as an integer in the smallest unit: fen (1/100 yuan) by default, or 1/10000
 * yuan where a field says moneyUnit 10000 (SPEC section 9). Conversions go through the decimal
 * text so that 0.29 yuan is 29 fen, not 28.999999999999996.
 */
export type MoneyUnit = 100 | 10000;

type Amount = number | string | null | undefined;

const isBlank = (value: Amount): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const roundHalfAway = (n: number) => Math.sign(n) * Math.round(Math.abs(n));

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The stored amount in yuan with 2 decimals, e.g. 123456 → "1234.56" ("1,234.56" grouped); '' when empty. */
export function formatMoney(value: Amount, unit: MoneyUnit = 100, thousands = false): string {
  if (isBlank(value)) return '';
  const stored = Number(value);
  if (!Number.isFinite(stored)) return '';
  // stored * 100 is exact for integers; one division then rounds correctly to whole fen.
  const cents = roundHalfAway((stored * 100) / unit);
  const whole = String(Math.trunc(Math.abs(cents) / 100));
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${thousands ? groupThousands(whole) : whole}.${fraction}`;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Yuan (number or typed text) to the stored integer, rounding half away from zero; null when not a number. */
export function yuanToFen(yuan: Amount, unit: MoneyUnit = 100): number | null {
  if (isBlank(yuan)) return null;
  const text = String(yuan).trim();
  if (/e/i.test(text)) {
    const n = Number(text);
    return Number.isFinite(n) ? roundHalfAway(n * unit) : null;
  }
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && !match[3])) return null;
  const places = String(unit).length - 1;
  const fraction = (match[3] ?? '').padEnd(places + 1, '0');
  let stored = Number((match[2] || '0') + fraction.slice(0, places));
  if (fraction[places] >= '5') stored += 1;
  return match[1] === '-' && stored !== 0 ? -stored : stored;
}

/** The stored integer in yuan (the nearest double to the exact quotient); null when empty. */
export function fenToYuan(stored: Amount, unit: MoneyUnit = 100): number | null {
  if (isBlank(stored)) return null;
  const n = Number(stored);
  return Number.isFinite(n) ? n / unit : null;
}
