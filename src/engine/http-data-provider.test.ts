import { describe, expect, it } from 'vitest';
import { fixtureBundle } from './fixtures/fixture-bundle';
import { cleanValues, createHttpDataProvider, type HttpClient } from './http-data-provider';

const station = fixtureBundle.entities.get('station')!;

function recordingClient() {
  const calls: { path: string; body: unknown }[] = [];
  const ok = { code: 0, msg: '', data: null, success: true };
  const http: HttpClient = {
    apiPost: async <T>(path: string, body?: unknown) => {
      calls.push({ path, body });
      return ok as never as { code: number; msg: string; data: T; success: boolean };
    },
    apiDownload: async (path, body) => {
      calls.push({ path, body });
      return { blob: new Blob([]), filename: 'x.xlsx' };
    },
    apiUpload: async (path, body) => {
      calls.push({ path, body: (body as FormData).get('file') instanceof Blob });
      return ok as never;
    },
  };
  return { calls, provider: createHttpDataProvider(http, '/api') };
}

describe('createHttpDataProvider', () => {
  it('calls the generic routes with their bodies', async () => {
    const { calls, provider } = recordingClient();
    const filters = { name: 'a' };
    await provider.page({
      entity: station,
      pageNo: 2,
      pageSize: 10,
      filters,
      sort: { field: 'name', order: 'ascend' },
    });
    await provider.get({ entity: station, id: 5 });
    await provider.create({ entity: station, values: { name: 'x', __DO_NOT_USE_THIS_PROPERTY_index__: 0 } });
    await provider.update({ entity: station, id: 5, values: { name: 'y' } });
    await provider.remove({ entity: station, ids: [5, 6] });
    await provider.runStatusAction({ entity: station, name: 'enable', ids: [5] });
    await provider.exportRows({ entity: station, filters });
    await provider.importRows({ entity: station, file: new Blob(['x']) });
    await provider.importTemplate({ entity: station });
    await provider.options({ entity: station, keyword: 'b' });
    expect(calls).toEqual([
      {
        path: '/api/config/station/page',
        body: { pageNo: 2, pageSize: 10, filters, sort: { field: 'name', order: 'ascend' } },
      },
      { path: '/api/config/station/get', body: { id: 5 } },
      { path: '/api/config/station/save', body: { name: 'x' } },
      { path: '/api/config/station/update', body: { name: 'y', id: 5 } },
      { path: '/api/config/station/delete', body: { ids: [5, 6] } },
      { path: '/api/config/station/enable', body: { ids: [5] } },
      { path: '/api/config/station/export', body: { pageNo: 1, pageSize: -1, filters, sort: undefined } },
      { path: '/api/config/station/import', body: true },
      { path: '/api/config/station/importTemplate', body: {} },
      { path: '/api/config/station/options', body: { keyword: 'b', ids: undefined } },
    ]);
  });

  it("strips formily's array index keys at any depth", () => {
    const periods = [{ period: 'Jian', price: 1, __DO_NOT_USE_THIS_PROPERTY_index__: 0 }];
    expect(cleanValues({ periods, $labels: { a: 'b' } })).toEqual({ periods: [{ period: 'Jian', price: 1 }] });
  });
});
