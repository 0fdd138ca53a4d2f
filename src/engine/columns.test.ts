import { describe, expect, it } from 'vitest';
import { buildColumns, displayModel, rendererFor } from './columns';
import { buildDetail, buildRelated, detailColumns } from './detail';
import { fixtureBundle, pile, station } from './fixtures/fixture-bundle';

describe('buildColumns', () => {
  it('gives each column its renderer, title, sorting and the label field the detail link', () => {
    const columns = buildColumns(station, fixtureBundle, 'en-US');
    expect(columns.map((c) => [c.key, c.renderer, c.sortable, c.link])).toEqual([
      ['name', 'text', true, true],
      ['status', 'dict-tag', false, false],
      ['price', 'money', true, false],
      ['openedOn', 'date', false, false],
      ['parking', 'boolean', false, false],
      ['photo', 'image', false, false],
      ['createdAt', 'datetime', false, false],
    ]);
    expect(columns[0].title).toBe('Name');
    expect(columns[1].options?.[0]).toEqual({ value: 1, label: 'Open', color: 'success' });
    expect(columns[2].moneyUnit).toBe(100);
  });

  it('shows gun indexes as letters because the schema says so, and references by label', () => {
    const columns = buildColumns(pile, fixtureBundle, 'zh-CN');
    expect(columns.find((c) => c.key === 'gunIndex')?.renderer).toBe('gun-letter');
    expect(columns.find((c) => c.key === 'stationId')?.renderer).toBe('reference');
    // The name alone decides nothing: without "display" a gun index is a number.
    const { display: _display, ...plain } = pile.fields.gunIndex;
    expect(rendererFor(plain)).toBe('number');
  });

  it("shows a user id by the user's name, which the server sends as a label", () => {
    const field = { type: 'integer' as const, title: { 'zh-CN': '派单人', 'en-US': 'Dispatched by' } };
    expect(rendererFor(field)).toBe('number');
    expect(rendererFor({ ...field, userRef: true })).toBe('reference');
  });

  it('draws sub rows on a timeline coloured by their dictionary', () => {
    const model = displayModel(station, 'periods', fixtureBundle, 'zh-CN');
    expect(model.renderer).toBe('timeline');
    expect(model.timeline).toEqual({ start: 'start', end: 'end', fullDay: true, colorField: 'period' });
    expect(model.options?.map((o) => o.value)).toEqual(['Jian', 'Feng']);
    // A detail lists the rows, each cell with its own renderer.
    expect(model.rows?.map((r) => [r.key, r.renderer, r.moneyUnit])).toEqual([
      ['start', 'text', undefined],
      ['end', 'text', undefined],
      ['period', 'dict-tag', undefined],
      ['price', 'money', 10000],
    ]);
  });

  it('honours explicit links and widths', () => {
    const entity = { ...station, list: { columns: [{ field: 'status', link: true, width: 90 }, 'name'] } };
    const columns = buildColumns(entity, fixtureBundle, 'zh-CN');
    expect(columns.map((c) => [c.key, c.link, c.width])).toEqual([
      ['status', true, 90],
      ['name', false, undefined],
    ]);
  });

  it('throws on a column the schema does not declare', () => {
    const entity = { ...station, list: { columns: ['nope'] } };
    expect(() => buildColumns(entity, fixtureBundle, 'zh-CN')).toThrow('unknown field "nope"');
  });
});

describe('detail models', () => {
  it('builds the groups, at most 4 columns, and the related lists', () => {
    expect(buildDetail(station, fixtureBundle, 'en-US')[0]).toMatchObject({ title: 'Basics' });
    expect(buildDetail(station, fixtureBundle, 'en-US')[0].items.map((i) => i.key)).toContain('remark');
    expect(detailColumns({ ...station, detail: { ...station.detail, columns: 4 } })).toBe(4);
    expect(buildRelated(station, fixtureBundle, 'en-US')).toEqual([
      { entity: pile, field: 'stationId', title: 'Pile' },
    ]);
  });
});
