import { describe, expect, it } from 'vitest';
import { clickedDatum } from './clicked-datum';

describe('the row a chart click stands for', () => {
  it('is the row of a bar, slice or point', () => {
    const row = { x: '场站A', y: 3 };
    expect(clickedDatum({ data: { data: row } })).toBe(row);
  });

  it('is nothing for a line or area, which G2 hands over as the rows of its whole series', () => {
    expect(
      clickedDatum({
        data: {
          data: [
            { x: '05-01', y: 2 },
            { x: '05-02', y: 4 },
          ],
        },
      }),
    ).toBeUndefined();
  });

  it('is nothing for a click on no element', () => {
    expect(clickedDatum({})).toBeUndefined();
    expect(clickedDatum(undefined)).toBeUndefined();
  });
});
