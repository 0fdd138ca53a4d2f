import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { OPENAPI_PATH } from './openapi-route';

let t: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(answer.statusCode).toBe(200);
  doc = answer.json();
});
afterAll(() => t?.close());

/** Every `$ref` in a value, to check that each one resolves inside the document. */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refs(item, found);
    }
  }
  return found;
}

describe('OpenAPI document', () => {
  it('is served without a session and lists the station routes', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const op of [
      'page',
      'get',
      'save',
      'update',
      'delete',
      'enable',
      'disable',
      'export',
      'import',
      'importTemplate',
      'options',
    ]) {
      expect(doc.paths[`/api/config/station/${op}`]?.post, op).toBeDefined();
    }
    expect(doc.paths['/api/config/gun/prohibit'].post.description).toContain('gunManage:disable');
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });

  it('lists every route of the server, hand-written ones too, with what each requires', () => {
    const api = t.app.routeTable.filter((route) => route.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(60);
    for (const route of api) {
      const operation = doc.paths[route.url]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation['x-access']).toEqual(route.access);
    }
    const access = (path: string, method = 'post') => doc.paths[path][method]['x-access'];
    expect(access('/api/system/login')).toEqual({ kind: 'public' });
    expect(access('/api/system/user/info', 'get')).toEqual({ kind: 'session' });
    expect(access('/api/system/user/updatePassword')).toEqual({ kind: 'session' });
    expect(access('/api/system/role/update')).toEqual({ kind: 'action', key: 'roleManage:edit' });
    expect(access('/api/system/user/disable')).toEqual({ kind: 'action', key: 'userManage:disable' });
    expect(access('/api/config/gun/prohibit')).toEqual({ kind: 'action', key: 'gunManage:disable' });
    // A station select serves the pages whose forms pick a station.
    expect(access('/api/config/station/options').keys).toEqual(
      expect.arrayContaining(['stationManage:query', 'pileManage:add']),
    );
  });

  it('is structurally sound: operations, responses, resolvable refs and compilable schemas', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      expect(path).toMatch(/^\/api(\/[A-Za-z0-9_.]+)+$/);
      for (const [method, operation] of Object.entries(item)) {
        expect(['get', 'post']).toContain(method);
        expect(operation.responses).toHaveProperty('200');
        const isPublic = (operation['x-access'] as { kind: string }).kind === 'public';
        expect(operation.security, `${method} ${path}`).toEqual(isPublic ? [] : [{ token: [] }]);
      }
    }
    for (const ref of refs(doc)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      expect(() => ajv.compile(schema as object), name).not.toThrow();
    }
    const pageRequest = doc.paths['/api/config/station/page'].post.requestBody.content['application/json'].schema;
    const validate = ajv.compile(pageRequest);
    expect(validate({ pageNo: 1, pageSize: 10, filters: { status: [1, 2], name: 'a' } })).toBe(true);
    expect(validate({ filters: { remark: 'x' } })).toBe(false);
  });
});
