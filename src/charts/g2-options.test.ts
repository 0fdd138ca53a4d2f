import { describe, expect, it } from 'vitest';
import { g2Options } from './g2-draw';

describe('chart kinds of the user analysis', () => {
  const data = [
    { x: '9', series: 'Mon', y: 3 },
    { x: '10', series: 'Tue', y: 5 },
  ];

  it('draws a heat map as cells of x by series coloured by the value, its legend titled', () => {
    const options = g2Options({ kind: 'heatmap', data, x: 'x', y: 'y', series: 'series', yTitle: 'Charges' });
    expect(options.type).toBe('cell');
    expect(options.encode).toEqual({ x: 'x', y: 'series', color: 'y' });
    expect(options.legend).toEqual({ color: { title: 'Charges' } });
  });

  it('draws a word cloud of the x values sized by y', () => {
    const options = g2Options({ kind: 'wordCloud', data: [{ x: '夜间充电', y: 14 }], x: 'x', y: 'y' });
    expect(options.type).toBe('wordCloud');
    expect(options.data).toEqual([{ x: '夜间充电', y: 14, text: '夜间充电', value: 14 }]);
    expect(options.encode).toMatchObject({ text: 'text', value: 'value' });
  });
});
