import { describe, expect, it } from 'vitest';
import { gunIndexOf, gunLetter } from './gun-letter';

describe('gunLetter', () => {
  it('maps 0-25 to A-Z and 26-51 to a-z', () => {
    expect([0, 1, 25, 26, 27, 51].map(gunLetter)).toEqual(['A', 'B', 'Z', 'a', 'b', 'z']);
    expect(gunLetter('2')).toBe('C');
  });
  it('has no letter outside 0-51', () => {
    expect([-1, 52, 1.5, Number.NaN].map(gunLetter)).toEqual(['', '', '', '']);
    expect(gunLetter(null)).toBe('');
    expect(gunLetter('')).toBe('');
  });
  it('inverts', () => {
    for (let i = 0; i < 52; i++) expect(gunIndexOf(gunLetter(i))).toBe(i);
    expect(gunIndexOf('')).toBe(-1);
    expect(gunIndexOf('AB')).toBe(-1);
    expect(gunIndexOf('1')).toBe(-1);
  });
});
