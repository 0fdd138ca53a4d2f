import { describe, expect, it } from 'vitest';
import { buildFilters, compactFilters } from './filters';
import { fixtureBundle, pile, station } from './fixtures/fixture-bundle';
import { defaultQuery, queryFromSearch, queryToSearch, type ListQuery } from './list-query';

const models = buildFilters(station, fixtureBundle, 'zh-CN');

describe('filters', () => {
  it('chooses a widget and match mode per filter field', () => {
    expect(models.map((m) => [m.key, m.widget, m.mode, m.numeric])).toEqual([
      ['name', 'text', 'contains', false],
      ['status', 'dict-select', 'exact', true],
      ['price', 'number-range', 'range', true],
      ['openedOn', 'date-range', 'range', false],
      ['parking', 'boolean-select', 'exact', false],
    ]);
  });

  it("titles a filter on a referenced entity's field with that entity, in each language", () => {
    const byStationName = { ...pile, list: { ...pile.list, filters: ['stationId.name'] } };
    expect(buildFilters(byStationName, fixtureBundle, 'zh-CN').map((m) => m.title)).toEqual(['站点名称']);
    expect(buildFilters(byStationName, fixtureBundle, 'en-US').map((m) => m.title)).toEqual(['Station Name']);
  });

  it('drops empty values', () => {
    expect(compactFilters({ name: '', status: 1, price: [null, null], openedOn: ['2024-01-01', ''] }, models)).toEqual({
      status: 1,
      openedOn: ['2024-01-01', null],
    });
  });
});

describe('list query in the URL', () => {
  it('round-trips page, size, sort and every kind of filter', () => {
    const query: ListQuery = {
      pageNo: 3,
      pageSize: 100,
      sort: { field: 'price', order: 'ascend' },
      filters: { name: '北京', status: 2, price: [100, null], openedOn: ['2024-01-01', '2024-12-31'], parking: false },
    };
    const search = queryToSearch(query, models, station);
    expect(search.toString()).toBe(
      'name=%E5%8C%97%E4%BA%AC&status=2&price=100%7E&openedOn=2024-01-01%7E2024-12-31&parking=false&pageNo=3&pageSize=100&sort=price.ascend',
    );
    expect(queryFromSearch(new URLSearchParams(search.toString()), models, station)).toEqual(query);
  });

  it('leaves defaults out and reads an empty search as the defaults', () => {
    expect(queryToSearch(defaultQuery(station), models, station).toString()).toBe('');
    expect(queryFromSearch(new URLSearchParams(''), models, station)).toEqual({
      pageNo: 1,
      pageSize: 10,
      filters: {},
      sort: { field: 'createdAt', order: 'descend' },
    });
  });

  it('keeps a cleared sort and ignores bad numbers and unknown keys', () => {
    const query = queryFromSearch(new URLSearchParams('sort=&pageNo=x&pageSize=-5&other=1'), models, station);
    expect(query).toEqual({ pageNo: 1, pageSize: 10, filters: {}, sort: undefined });
    expect(queryToSearch(query, models, station).toString()).toBe('sort=');
  });

  it('uses the schema page size as the default', () => {
    const entity = { ...station, list: { ...station.list, pageSize: 20 } };
    expect(defaultQuery(entity).pageSize).toBe(20);
  });
});
