/**
 * A charging gun's index (0-51) as the letter printed on the pile: A-Z for 0-25, then a-z
 * for 26-51 (SPEC section 9). Anything else has no letter.
 */
export function gunLetter(index: number | string | null | undefined): string {
  if (index === null || index === undefined || index === '') return '';
  const n = Number(index);
  if (!Number.isInteger(n) || n < 0 || n > 51) return '';
  return n < 26 ? String.fromCharCode(65 + n) : String.fromCharCode(97 + n - 26);
}

/** The inverse: the index of a gun letter, or -1 for anything that is not a single A-Z or a-z. */
export function gunIndexOf(letter: string): number {
  if (/^[A-Z]$/.test(letter)) return letter.charCodeAt(0) - 65;
  if (/^[a-z]$/.test(letter)) return letter.charCodeAt(0) - 97 + 26;
  return -1;
}
