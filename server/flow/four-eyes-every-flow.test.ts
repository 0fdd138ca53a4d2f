import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityFile, FieldDef, StatusAction } from '../../src/meta/model';
import { column, table } from '../crud/entity-columns';
import { entityPath } from '../crud/route-kit';
import { createUserWithRole, type ExtraUser } from '../test-support/extra-users';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { loadBundleFromDisk } from '../meta/load-bundle';

// The four-eyes rule for every approval flow the schemas declare, generated from them: one pass
// per flow (a chain of steps, each moving the row to the next one's status) on a seeded row put
// back at the flow's start. Applicant, first and second approver are three users of the
// administrator role, so no permission is missing and the administrator is held to it as well.
// @postgres: every approval flow's statements, on both databases the product runs on.
const bundle = loadBundleFromDisk(process.cwd());

/** An entity's approval steps as flows: chains where each step starts from the previous one's status. */
function flowsOf(entity: EntityFile): StatusAction[][] {
  const actions = entity.statusActions ?? [];
  const steps = entity.approval!.steps.map((name) => actions.find((action) => action.name === name)!);
  const follows = (step: StatusAction, previous: StatusAction) =>
    previous.to !== undefined && step.from.some((value) => String(value) === String(previous.to));
  const firsts = steps.filter((step) => !steps.some((other) => other !== step && follows(step, other)));
  return firsts.map((first) => {
    const chain = [first];
    for (let next = steps.find((s) => follows(s, first)); next && !chain.includes(next); ) {
      chain.push(next);
      const last: StatusAction = next;
      next = steps.find((s) => follows(s, last));
    }
    return chain;
  });
}

const flows = [...bundle.entities.values()]
  .filter((entity) => entity.approval)
  .flatMap((entity) => flowsOf(entity).map((chain) => ({ entity, chain })));

let t: TestApp;
let applicant: ExtraUser;
let first: ExtraUser;
let second: ExtraUser;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  applicant = await createUserWithRole(t, admin, 'eyesapplicant', 'admin');
  first = await createUserWithRole(t, admin, 'eyesfirst', 'admin');
  second = await createUserWithRole(t, admin, 'eyessecond', 'admin');
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
  // A limit of 0: every one-step flow with a limit is walked with its second approver too.
  const limit = await t.call('/api/member/approvalSetting/save', {
    token: admin,
    body: { manualRechargeSecondAbove: 0 },
  });
  expect(limit.body.code, limit.body.msg).toBe(0);
});
afterAll(() => t?.close());

/** A value a required action form field accepts. */
function formValue(field: FieldDef): unknown {
  if (field.type === 'dict') return bundle.dictionaries.get(field.dict!)!.items[0].value;
  if (['integer', 'number', 'money'].includes(field.type)) return 1;
  if (field.type === 'boolean') return true;
  if (field.type === 'date') return new Date().toISOString().slice(0, 10);
  if (field.type === 'datetime') return new Date().toISOString();
  return '同意';
}
const inputOf = (action: StatusAction) =>
  Object.fromEntries(
    Object.entries(action.form?.fields ?? {})
      .filter(([, field]) => /(^|\|)required($|\|)/.test(field.rules ?? ''))
      .map(([name, field]) => [name, formValue(field)]),
  );

/** A seeded row of the seller, preferably already at the flow's start, put back there with no history. */
async function rowAtStart(entity: EntityFile, start: StatusAction): Promise<number> {
  const status = column(entity.statusField!);
  const { rows } = await t.db.query<{ id: number }>(
    `select id from ${table(entity)} where seller_id = $1 order by (${status}::text = $2) desc, id limit 1`,
    [sellerId, String(start.from[0])],
  );
  expect(rows[0], `seed a row of ${entity.name}: its approval flow is tested on one`).toBeDefined();
  const id = Number(rows[0].id);
  const appliedBy = entity.approval!.appliedBy;
  const sets = [`${status} = $2`, ...(appliedBy ? [`${column(appliedBy)} = $3`] : [])];
  await t.db.query(`update ${table(entity)} set ${sets.join(', ')} where id = $1`, [
    id,
    start.from[0],
    ...(appliedBy ? [applicant.id] : []),
  ]);
  await t.db.query(`delete from status_transitions where entity = $1 and row_id = $2`, [entity.name, id]);
  return id;
}

describe.each(
  flows.map(({ entity, chain }) => [`${entity.name}: ${chain.map((s) => s.name).join(' → ')}`, entity, chain] as const),
)('the four-eyes rule, %s', (_name, entity, chain) => {
  it('refuses the applicant and a second level by the same user, in the caller language, and records what was approved', async () => {
    const id = await rowAtStart(entity, chain[0]);
    const run = async (step: StatusAction, user: ExtraUser, locale = 'zh-CN') =>
      (
        await t.call(entityPath(entity, step.name), {
          token: user.token,
          body: { ids: [id], input: inputOf(step), locale },
        })
      ).body;
    const statusNow = async () =>
      String(
        (await t.db.query(`select ${column(entity.statusField!)}::text as s from ${table(entity)} where id = $1`, [id]))
          .rows[0].s,
      );
    const refused = async (step: StatusAction, user: ExtraUser, texts: RegExp) => {
      const before = await statusNow();
      const answer = await run(step, user, 'en-US');
      expect(answer.code, answer.msg).toBe(12);
      expect(answer.msg).toMatch(texts);
      expect(await statusNow()).toBe(before);
    };
    const applicantText = /must be given by another user|other than its applicant/;
    const sameUserText = /must be given by another user|other than/;

    if (entity.approval!.appliedBy) await refused(chain[0], applicant, applicantText);
    const given = await run(chain[0], first);
    expect(given.code, given.msg).toBe(0);
    if (given.data.held) {
      // Above the seller's limit: the same step again, by another user.
      expect(await statusNow()).toBe(String(chain[0].from[0]));
      await refused(chain[0], first, sameUserText);
      const again = await run(chain[0], second);
      expect(again.code, again.msg).toBe(0);
    }
    expect(await statusNow()).toBe(String(chain[0].to));
    if (chain[1]) {
      await refused(chain[1], first, sameUserText);
      if (entity.approval!.appliedBy) await refused(chain[1], applicant, applicantText);
      const last = await run(chain[1], second);
      expect(last.code, last.msg).toBe(0);
      expect(await statusNow()).toBe(String(chain[1].to));
    }
    const history = (await t.call(entityPath(entity, 'transitions'), { token: second.token, body: { id } })).body
      .data as { action: string; approved: Record<string, unknown> | null }[];
    const steps = history.filter((step) => chain.some((s) => s.name === step.action));
    expect(steps.length).toBeGreaterThanOrEqual(chain.length);
    for (const step of steps)
      expect(Object.keys(step.approved ?? {}).sort()).toEqual([...entity.approval!.moneyFields].sort());
  });
});

it('covers every approval flow of the schemas', () => {
  expect(flows.length).toBeGreaterThanOrEqual(16);
});
