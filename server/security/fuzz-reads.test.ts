import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityFile } from '../../src/meta/model';
import { entityPath } from '../crud/route-kit';
import { loadBundleFromDisk } from '../meta/load-bundle';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { stateReader, type WriteState } from './fuzz-state';
import { listFilterNames } from '../../src/meta/filters/list-filters';
import { budget } from '../test-support/full-suite';
import { fuzzSeed } from './fuzz-seed';
import { extraKey, hostileScalar, hostileValue, RawObject, toJson } from './fuzz-values';

/**
 * The read side of the fuzz suite, generated from the schemas like the write side: every
 * entity's page, get, options and export get hostile filters, sorts, paging and ids. Reading
 * never answers a 5xx, never changes a row, and explains every refusal.
 *
 * As with writes, one run's cases are bounded (CASE_BUDGET, never fewer than MIN_RUNS per
 * route; the full budget under FULL_SUITE), and the tables are compared once per route after
 * all its cases: a read that wrote anything still fails, naming its route, without counting
 * every table after every case. Each run draws its seed and prints it; FUZZ_SEED replays one.
 */

const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = fuzzSeed('fuzz-reads');
const RUNS = 25;
const CASE_BUDGET = budget(800, 4_000);
const MIN_RUNS = budget(1, 4);

let app: TestApp;
let token: string;
let readState: () => Promise<WriteState>;
let state: WriteState;
let cases = 0;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  readState = stateReader(app.db, app.bundle);
  state = await readState();
}, 120_000);

afterAll(async () => {
  console.log(`fuzz-reads: ${cases} cases, seed ${SEED}`);
  await app?.close();
});

/** A filter value as a list form sends it, or anything else. */
const filterValue = fc.oneof(
  hostileValue,
  fc.tuple(hostileScalar, hostileScalar).map((pair) => [...pair]),
  fc.array(hostileScalar, { maxLength: 4 }),
);

function listBodies(entity: EntityFile): fc.Arbitrary<RawObject> {
  const filterable = [...listFilterNames(entity), 'id', 'sellerId', '__proto__', 'constructor'];
  const sortable = [...Object.keys(entity.fields), 'id', 'toString'];
  const filters = fc
    .array(fc.tuple(fc.constantFrom(...filterable), filterValue), { maxLength: 4 })
    .map((entries) => new RawObject(entries));
  const sort = fc.oneof(
    hostileValue,
    fc.record({ field: fc.oneof(fc.constantFrom(...sortable), hostileScalar), order: hostileScalar }).map(
      ({ field, order }) =>
        new RawObject([
          ['field', field],
          ['order', order],
        ]),
    ),
  );
  return fc
    .record({
      filters: fc.oneof({ weight: 4, arbitrary: filters }, { weight: 1, arbitrary: hostileValue }),
      sort: fc.option(sort),
      pageNo: fc.option(hostileScalar),
      pageSize: fc.option(hostileScalar),
      extras: fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 2 }),
    })
    .map(({ filters: f, sort: s, pageNo, pageSize, extras }) => {
      const entries: [string, unknown][] = [['filters', f]];
      if (s !== null) entries.push(['sort', s]);
      if (pageNo !== null) entries.push(['pageNo', pageNo]);
      if (pageSize !== null) entries.push(['pageSize', pageSize]);
      return new RawObject([...entries, ...extras]);
    });
}

const idBodies = fc
  .record({
    key: fc.constantFrom('id', 'ids', 'keyword'),
    value: hostileValue,
    extras: fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 2 }),
  })
  .map(({ key, value, extras }) => new RawObject([[key, value], ...extras]));

async function read(url: string, body: RawObject) {
  cases++;
  const response = await app.app.inject({
    method: 'POST',
    url,
    payload: toJson(body),
    headers: { authorization: token, 'content-type': 'application/json' },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  if (String(response.headers['content-type']).includes('json')) {
    const answer = response.json<{ code: number; msg: unknown }>();
    expect(answer.code, response.body.slice(0, 300)).not.toBe(500);
    if (answer.code !== 0) expect(typeof answer.msg === 'string' && answer.msg.trim().length > 0).toBe(true);
  } else {
    expect(response.headers['content-type']).toContain('spreadsheetml');
  }
}

const bundle = loadBundleFromDisk();
const routes = [...bundle.entities.values()].flatMap((entity) => [
  [entityPath(entity, 'page'), listBodies(entity)] as const,
  [entityPath(entity, 'get'), idBodies] as const,
  [entityPath(entity, 'options'), idBodies] as const,
  ...(entity.export ? [[entityPath(entity, 'export'), listBodies(entity)] as const] : []),
]);

const SHARE = Math.min(1, CASE_BUDGET / (routes.length * RUNS));

describe('fuzz, generated from the schemas: every read route', () => {
  it.each(routes)(
    '%s: no 5xx, nothing written, every refusal explained',
    async (url, bodies) => {
      const numRuns = Math.max(MIN_RUNS, Math.round(RUNS * SHARE * SCALE));
      await fc.assert(
        fc.asyncProperty(bodies, (body) => read(url, body)),
        { numRuns, seed: SEED },
      );
      const after = await readState();
      expect(after.fingerprint, `a read of ${url} wrote`).toBe(state.fingerprint);
    },
    300_000,
  );
});
