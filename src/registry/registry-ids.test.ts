// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkImplemented, DISPLAY_IDS, WIDGET_IDS } from '../meta/model/presentation-ids';
import { columnRegistry } from './columns';
import { filterRegistry } from './filters';
import { widgetRegistry } from './widgets';

describe('the registries and the ids the schema format lists', () => {
  it('implement every listed widget and display id exactly once, and nothing unlisted', () => {
    expect(
      widgetRegistry
        .all()
        .map((w) => w.id)
        .sort(),
    ).toEqual([...WIDGET_IDS].sort());
    expect(
      columnRegistry
        .all()
        .map((c) => c.id)
        .sort(),
    ).toEqual([...DISPLAY_IDS].sort());
  });

  it('offer filters only under listed widget ids', () => {
    for (const filter of filterRegistry.all()) expect(WIDGET_IDS).toContain(filter.id);
  });

  it('refuse a missing, doubled or unlisted implementation, naming it', () => {
    expect(() => checkImplemented('widget', ['a', 'b'], [{ id: 'a' }])).toThrow(
      'widget registry: no implementation of b',
    );
    expect(() => checkImplemented('widget', ['a'], [{ id: 'a' }, { id: 'a' }])).toThrow(
      'more than one implementation of a',
    );
    expect(() => checkImplemented('widget', ['a'], [{ id: 'a' }, { id: 'z' }])).toThrow('z not listed');
    expect(() => checkImplemented('widget', ['a'], [{ id: 'a' }])).not.toThrow();
  });
});
