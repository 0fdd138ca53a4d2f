import type { DataProvider, Row } from '../../engine';
import type { MetaBundle } from '../../meta/bundle';
import type { ApiResponse } from '../../meta/api-codes';
import { sampleRow } from './sample-row';

const ok = <T>(data: T): ApiResponse<T> => ({ code: 0, msg: 'ok', data, success: true });

export interface FakeCall {
  method: keyof DataProvider;
  params: unknown;
}

/**
 * An in-memory provider answering every entity with sample rows, recording each call.
 * `answers` overrides a method's answer (e.g. a refused save) for one test.
 */
export function createFakeDataProvider(bundle: MetaBundle, answers: Partial<DataProvider> = {}) {
  const calls: FakeCall[] = [];
  const record = (method: keyof DataProvider, params: unknown) => calls.push({ method, params });
  const rows = (name: string): Row[] => {
    const entity = bundle.entities.get(name)!;
    return [sampleRow(entity, bundle, 1), sampleRow(entity, bundle, 2)];
  };
  const provider: DataProvider = {
    page: async (p) => (record('page', p), ok({ data: rows(p.entity.name), pageNo: p.pageNo, totalCount: 2 })),
    get: async (p) => (record('get', p), ok(sampleRow(p.entity, bundle, Number(p.id) || 1))),
    create: async (p) => (record('create', p), ok(null)),
    update: async (p) => (record('update', p), ok(null)),
    remove: async (p) => (record('remove', p), ok(null)),
    runStatusAction: async (p) => (record('runStatusAction', p), ok(null)),
    transitions: async (p) => (record('transitions', p), ok([])),
    uploadFile: async (p) => (record('uploadFile', p), ok({ url: '/files/1/upload.png', name: p.fileName, size: 1 })),
    exportRows: async (p) => (record('exportRows', p), { blob: new Blob(['x']), filename: 'x.xlsx' }),
    importRows: async (p) => (record('importRows', p), ok({ inserted: 1 })),
    importTemplate: async (p) => (record('importTemplate', p), { blob: new Blob(['x']), filename: 't.xlsx' }),
    options: async (p) => (record('options', p), ok([{ value: 7, label: 'option seven' }])),
    tree: async (p) => (record('tree', p), ok({ rows: rows(p.entity.name), truncated: false })),
    move: async (p) => (record('move', p), ok(sampleRow(p.entity, bundle, Number(p.id) || 1))),
    // A settings entity's get answers its one row; save and test succeed.
    call: async (p) => (
      record('call', p),
      ok(p.operation === 'get' ? sampleRow(p.entity, bundle, 1) : { host: 'h', port: 1, elapsedMs: 1 })
    ),
    ...answers,
  };
  return { provider, calls };
}
