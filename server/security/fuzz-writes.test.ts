import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as text, type EntityFile } from '../../src/meta/model';
import { isSettingsEntity } from '../../src/meta/capabilities';
import { isTableView } from '../../src/meta/entity-scope';
import { declaredField } from '../crud/entity-columns';
import { isRichText, sanitizeRichText } from '../crud/rich-text';
import { entityPath } from '../crud/route-kit';
import { importSheetEntity } from '../excel/import-sheet-entity';
import { loadBundleFromDisk } from '../meta/load-bundle';
import { PLATFORM_ONLY_PAGES } from '../permissions/platform-pages';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { stateReader, type WriteState } from './fuzz-state';
import { writeTargets, type WriteKind, type WriteTarget } from './fuzz-targets';
import { budget } from '../test-support/full-suite';
import { fuzzSeed } from './fuzz-seed';
import { extraKey, hostileScalar, hostileValue, RawObject, toJson } from './fuzz-values';

/**
 * Fuzz, generated from the schemas: every write route of every entity (save, update, status
 * actions, import) gets payloads of wrong types, boundaries, huge and odd text, control
 * characters, prototype and unknown keys. Whatever comes, the server answers without a 5xx;
 * a refusal carries a message and leaves every table as it was; an accepted text is stored
 * exactly as sent. FUZZ_RUNS scales the cases per route; each run draws its seed and prints
 * it, FUZZ_SEED replays a run.
 *
 * The cases of one run are bounded (CASE_BUDGET, larger under FULL_SUITE): as routes multiply,
 * each gets fewer, never fewer than MIN_RUNS, so the suite's time does not grow with every
 * screen added; a longer run (FUZZ_RUNS=4) probes each route deeper.
 */

const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = fuzzSeed('fuzz-writes');
const RUNS: Record<WriteKind, number> = { save: 60, update: 60, status: 25, import: 8, settings: 40 };
const CASE_BUDGET = budget(1_000, 8_000);
const MIN_RUNS = budget(1, 4);

let app: TestApp;
let token: string;
/** The platform's pages are the platform administrator's alone: they are fuzzed as that user. */
let platformToken: string;
const tokenFor = (entity: EntityFile) => (PLATFORM_ONLY_PAGES.has(entity.pageId) ? platformToken : token);
let readState: () => Promise<WriteState>;
let state: WriteState;
const baseRows = new Map<string, Record<string, unknown>>();
const tally = { cases: 0, accepted: 0, refused: 0 };
let fresh = 0;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  platformToken = await app.login(DEMO.platform.sellerNumber, DEMO.platform.account, DEMO.platform.password);
  readState = stateReader(app.db, app.bundle);
  for (const entity of app.bundle.entities.values()) {
    // A cross-seller screen is the platform's, and read-only: nothing here writes to it.
    if (isTableView(entity)) continue;
    // A settings entity has no list: its one row is its base.
    if (isSettingsEntity(entity)) {
      const settings = await app.call(entityPath(entity, 'get'), { token: tokenFor(entity), body: {} });
      if (settings.body.code !== 0) throw new Error(`${entity.name}: the fuzzing account cannot read it`);
      baseRows.set(entity.name, settings.body.data);
      continue;
    }
    const page = await app.call(entityPath(entity, 'page'), { token: tokenFor(entity), body: { pageSize: 1 } });
    if (page.body.code !== 0) throw new Error(`${entity.name}: the fuzzing account cannot list it`);
    if (page.body.data.data[0]) baseRows.set(entity.name, page.body.data.data[0]);
  }
  state = await readState();
}, 120_000);

afterAll(async () => {
  const { cases, accepted, refused } = tally;
  console.log(`fuzz-writes: ${cases} cases (${accepted} accepted, ${refused} refused), seed ${SEED}`);
  await app?.close();
});

const writableFields = (entity: EntityFile) =>
  Object.entries(entity.fields)
    .filter(([, field]) => !field.readOnly)
    .map(([name]) => name);

/** A payload valid as far as the seeded row is: its writable values, unique ones made new. */
function basePayload(entity: EntityFile): [string, unknown][] {
  const row = baseRows.get(entity.name);
  if (!row) return [];
  return writableFields(entity)
    .filter((name) => row[name] !== undefined && row[name] !== null)
    .map((name) => [name, entity.fields[name].unique ? `FZ${fresh++}x` : row[name]]);
}

/** Entries in order, later keys replacing earlier ones (as JSON.parse would keep the last). */
const merged = (...lists: [string, unknown][][]) => new RawObject([...new Map(lists.flat()).entries()]);

/** Keys beside the fields, in a third of the payloads, so that the rest reach the field checks. */
const fewExtras = fc.oneof(
  { weight: 2, arbitrary: fc.constant<[string, unknown][]>([]) },
  { weight: 1, arbitrary: fc.array(fc.tuple(extraKey, hostileValue), { minLength: 1, maxLength: 2 }) },
);

function fieldPayloads(entity: EntityFile, withId: boolean): fc.Arbitrary<RawObject> {
  const fields = writableFields(entity);
  const rowId = baseRows.get(entity.name)?.id ?? 1;
  return fc
    .record({
      useBase: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      id: fc.oneof({ weight: 4, arbitrary: fc.constant<unknown>(rowId) }, { weight: 1, arbitrary: hostileScalar }),
      overrides: fc.array(fc.tuple(fc.constantFrom(...fields), hostileValue), { minLength: 0, maxLength: 3 }),
      extras: fewExtras,
    })
    .map(({ useBase, id, overrides, extras }) =>
      merged(withId ? [['id', id]] : [], useBase ? basePayload(entity) : [], overrides, extras),
    );
}

function statusPayloads(entity: EntityFile): fc.Arbitrary<RawObject> {
  const rowId = baseRows.get(entity.name)?.id ?? 1;
  const ids = fc.oneof(
    { weight: 3, arbitrary: fc.constant<unknown>([rowId]) },
    { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
    { weight: 1, arbitrary: hostileValue },
  );
  return fc
    .record({
      key: fc.constantFrom('ids', 'id'),
      ids,
      extras: fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 2 }),
    })
    .map(({ key, ids: value, extras }) => merged([[key, value]], extras));
}

/** A cell as a spreadsheet can hold it: text, a number, a truth value, a date or nothing. */
const hostileCell = fc.oneof(
  hostileScalar.filter((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value)),
  fc.date({ noInvalidDate: true }),
) as fc.Arbitrary<ExcelJS.CellValue>;

function importFiles(entity: EntityFile): fc.Arbitrary<ExcelJS.CellValue[][]> {
  const width = entity.import!.fields.length;
  return fc.array(fc.array(hostileCell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 3 });
}

async function workbook(entity: EntityFile, rows: ExcelJS.CellValue[][]): Promise<Buffer | undefined> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  // A batch import's columns are the fields of its lines.
  const columns = importSheetEntity(BUNDLE, entity);
  sheet.addRow(entity.import!.fields.map((name) => text(columns.fields[name].title, 'zh-CN')));
  for (const row of rows) sheet.addRow(row);
  try {
    return Buffer.from(await book.xlsx.writeBuffer());
  } catch {
    return undefined; // a value no spreadsheet can hold: not a case
  }
}

function multipart(file: Buffer) {
  const boundary = `----fuzz${fresh++}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fuzz.xlsx"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One request, then the invariants every answer must keep. */
async function attack(target: WriteTarget, payload: string | Buffer, contentType: string, sent?: RawObject) {
  tally.cases++;
  const response = await app.app.inject({
    method: 'POST',
    url: target.url,
    payload,
    headers: { authorization: tokenFor(target.entity), 'content-type': contentType },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  const body = response.json<{ code: number; msg: unknown; data: Record<string, unknown> | null }>();
  expect(body.code, response.body.slice(0, 300)).not.toBe(500);
  const before = state;
  const after = await readState();
  // The next case starts from what is stored now, whether or not this one holds.
  state = after;
  const name = target.entity.name;
  if (body.code === 0) {
    tally.accepted++;
    // All or nothing: a save adds its row, an import every row it reports, the rest add none
    // (settings are written in place: their first save adds their rows, later ones none).
    // A batch import (import.rowsOf) adds one batch, whatever number of lines it reports.
    const imported = target.entity.import?.rowsOf ? 1 : Number(body.data?.inserted);
    const added = target.kind === 'save' ? 1 : target.kind === 'import' ? imported : 0;
    if (target.kind !== 'settings') expect(after.counts[name] - before.counts[name]).toBe(added);
    for (const [key, value] of sent?.entries ?? []) {
      const field = declaredField(target.entity, key);
      const echoed = target.kind !== 'status' && field && ['string', 'text'].includes(field.type);
      // Rich text is stored as the sanitiser writes it: what comes back is the sent text, cleaned.
      const stored = typeof value === 'string' && isRichText(target.entity, key) ? sanitizeRichText(value) : value;
      // A secret is written only: the answer never carries it, whatever was sent.
      if (field && 'secret' in field && field.secret) expect(body.data?.[key]).toBeUndefined();
      else if (echoed && typeof value === 'string' && value.trim() !== '') expect(body.data?.[key]).toBe(stored);
    }
  } else {
    tally.refused++;
    expect(typeof body.msg === 'string' && body.msg.trim().length > 0, `empty message: ${response.body}`).toBe(true);
    expect(after.fingerprint, `refused ${target.url} but wrote: ${response.body.slice(0, 200)}`).toBe(
      before.fingerprint,
    );
  }
}

const BUNDLE = loadBundleFromDisk();
const TARGETS = writeTargets(BUNDLE);
const PLANNED = TARGETS.reduce((sum, target) => sum + RUNS[target.kind], 0);
const SHARE = Math.min(1, CASE_BUDGET / PLANNED);

describe('fuzz, generated from the schemas: every write route', () => {
  it('covers every writable entity with its save and update, and every settings entity', () => {
    const entities = new Set(TARGETS.filter((target) => target.kind === 'save').map((target) => target.entity.name));
    expect(entities.size).toBeGreaterThan(0);
    const updated = new Set(TARGETS.filter((target) => target.kind === 'update').map((target) => target.entity.name));
    expect([...updated].every((name) => entities.has(name))).toBe(true);
    const settings = [...loadBundleFromDisk().entities.values()].filter(isSettingsEntity);
    expect(TARGETS.filter((target) => target.kind === 'settings')).toHaveLength(settings.length);
  });

  it.each(TARGETS.map((target) => [target.url, target] as const))(
    '%s: no 5xx, no partial write, every refusal explained',
    async (_url, target) => {
      const numRuns = Math.max(Math.min(MIN_RUNS, RUNS[target.kind]), Math.round(RUNS[target.kind] * SHARE * SCALE));
      if (target.kind === 'import') {
        const files = importFiles(target.entity);
        const property = fc.asyncProperty(files, async (rows) => {
          const file = await workbook(target.entity, rows);
          fc.pre(file !== undefined);
          const { payload, contentType } = multipart(file!);
          await attack(target, payload, contentType);
        });
        return fc.assert(property, { numRuns, seed: SEED });
      }
      const bodies =
        target.kind === 'status'
          ? statusPayloads(target.entity)
          : fieldPayloads(target.entity, target.kind === 'update');
      const property = fc.asyncProperty(bodies, (body) => attack(target, toJson(body), 'application/json', body));
      await fc.assert(property, { numRuns, seed: SEED });
    },
    300_000,
  );
});
