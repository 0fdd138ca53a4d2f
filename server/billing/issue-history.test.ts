import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcppClient } from '../ocpp/ocpp-client';
import { createTestApp, DEMO, type TestApp, listenForPiles } from '../test-support/test-app';
import { ISSUE_STATUS } from './deliver-template';
import { ISSUE_OPERATION } from './issue-history';
import { eventually } from '../test-support/eventually';

/**
 * The billing issue history (计费下发历史): each issue and cancel of a template leaves a row per
 * pile with its model, version, operator and the pile's answer, filterable by model and pile.
 */
let t: TestApp;
let endpoint: string;
let admin: string;
let adminName: string;
let sellerId: number;
let modelId: number;
const clients: RPCClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  endpoint = await listenForPiles(t);
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  sellerId = Number((await t.db.query(`select id from sellers where seller_number = '100001'`)).rows[0].id);
  adminName = (
    await t.db.query<{ name: string }>(`select name from users where seller_id = $1 and account = $2`, [
      sellerId,
      DEMO.admin1.account,
    ])
  ).rows[0].name;
  const { rows } = await t.db.query<{ id: number }>(
    `select id from station_cost_model where seller_id = $1 and enable_status = 1 order by id limit 1`,
    [sellerId],
  );
  modelId = Number(rows[0].id);
}, 180_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

const post = async (path: string, body: object, token = admin) =>
  (await t.call(`/api/config/${path}`, { body, token })).body;

interface HistoryRow {
  id: number;
  templateId: number;
  costModelId: number;
  pileId: number;
  operation: number;
  result: number;
  failReason: string | null;
  operatorId: number;
  version: number;
  $labels: Record<string, unknown>;
}

const history = async (filters: object): Promise<HistoryRow[]> => {
  const answer = await post('billingIssueRecord/page', { pageNo: 1, pageSize: 50, filters });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.data as HistoryRow[];
};

/** What the second pile answers a template: it refuses until a test has it accept. */
let secondAnswers = 'Rejected';
let connected: Promise<{ id: number; code: string; stationId: number }[]> | undefined;

/** Two connected piles of one station (connected once): the first takes templates, the second refuses them. */
const twoPiles = () => (connected ??= connectTwoPiles());

async function connectTwoPiles() {
  const { rows } = await t.db.query<{ id: number; code: string; station_id: number }>(
    `select p.id, p.code, p.station_id from pile p
      where p.seller_id = $1 and p.enable_status = 1 and p.station_id = (
        select station_id from pile where seller_id = $1 and enable_status = 1 and station_id is not null
         group by station_id having count(*) >= 2 order by station_id desc limit 1)
      order by p.id limit 2`,
    [sellerId],
  );
  const piles = rows.map((row) => ({ id: Number(row.id), code: row.code, stationId: Number(row.station_id) }));
  for (const [index, pile] of piles.entries()) {
    const client = createOcppClient({ endpoint, identity: pile.code, reconnect: false });
    clients.push(client);
    client.handle('DataTransfer', async () => ({ status: index === 0 ? 'Accepted' : secondAnswers }));
    await client.connect();
    await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
  }
  return piles;
}

/** A template of the model for the given piles of one station, saved and issued: its id. */
async function issuedTemplate(name: string, stationId: number, pileIds: number[]): Promise<number> {
  const saved = await post('billingTemplate/save', {
    name,
    costModelId: modelId,
    stationIds: [stationId],
    pileIds,
    effectiveTime: '2026-01-01 00:00:00',
  });
  expect(saved.code, saved.msg).toBe(0);
  const templateId = Number(saved.data.id);
  expect((await post('billingTemplate/issue', { ids: [templateId] })).code).toBe(0);
  return templateId;
}

describe('billing issue history', () => {
  it('records who issued a template to which pile and what each pile answered, then its cancel', async () => {
    const [taker, refuser] = await twoPiles();
    const templateId = await issuedTemplate('下发历史测试模板', taker.stationId, [taker.id, refuser.id]);

    const settled = await eventually(
      () => history({ templateId }),
      (rows) => rows.length === 2 && rows.every((row) => row.result !== ISSUE_STATUS.issuing),
    );
    const byPile = new Map(settled.map((row) => [row.pileId, row]));
    expect(byPile.get(taker.id)).toMatchObject({
      costModelId: modelId,
      operation: ISSUE_OPERATION.issue,
      result: ISSUE_STATUS.issued,
      failReason: null,
      version: 1,
    });
    expect(byPile.get(refuser.id)).toMatchObject({ result: ISSUE_STATUS.failed });
    expect(byPile.get(refuser.id)?.failReason).toContain('Rejected');
    expect(settled[0].$labels.operatorId).toBe(adminName);
    expect(settled[0].$labels.templateId).toBe('下发历史测试模板');

    // Filtered by model and pile, the list holds only that pile's rows of that model.
    const onePile = await history({ costModelId: modelId, pileId: refuser.id });
    expect(onePile.length).toBeGreaterThan(0);
    expect(onePile.every((row) => row.pileId === refuser.id && row.costModelId === modelId)).toBe(true);

    // The template ends failed (one pile refused); cancelling it is recorded per pile as well.
    await eventually(
      async () => (await post('billingTemplate/get', { id: templateId })).data.issueStatus as number,
      (status) => status === ISSUE_STATUS.failed,
    );
    // Cancel applies to a template being issued or issued: issue again, then cancel at once.
    expect((await post('billingTemplate/issue', { ids: [templateId] })).code).toBe(0);
    expect((await post('billingTemplate/cancel', { ids: [templateId] })).code).toBe(0);
    const all = await history({ templateId });
    const cancels = all.filter((row) => row.operation === ISSUE_OPERATION.cancel);
    expect(cancels.map((row) => row.pileId).sort()).toEqual([taker.id, refuser.id].sort());
    expect(cancels.every((row) => row.result === ISSUE_STATUS.cancelled && row.version === 2)).toBe(true);
    expect(all.filter((row) => row.operation === ISSUE_OPERATION.issue && row.version === 2)).toHaveLength(2);
  });

  it('re-issues a failed row to its pile alone, once, as a new row of the same version', async () => {
    const [taker, refuser] = await twoPiles();
    secondAnswers = 'Rejected';
    const templateId = await issuedTemplate('重新下发测试模板', taker.stationId, [taker.id, refuser.id]);
    const first = await eventually(
      () => history({ templateId }),
      (rows) => rows.length === 2 && rows.every((row) => row.result !== ISSUE_STATUS.issuing),
    );
    const failed = first.find((row) => row.pileId === refuser.id)!;
    const issued = first.find((row) => row.pileId === taker.id)!;
    expect(failed.result).toBe(ISSUE_STATUS.failed);

    // Only a failed row can be issued again.
    expect((await post('billingIssueRecord/reissue', { ids: [issued.id] })).code).not.toBe(0);
    secondAnswers = 'Accepted';
    const again = await post('billingIssueRecord/reissue', { ids: [failed.id] });
    expect(again.code, again.msg).toBe(0);

    // The row follows the new try, which the pile now accepts; the other pile's row is untouched,
    // and the template is issued once every pile has it.
    const rows = await eventually(
      () => history({ templateId, pileId: refuser.id }),
      (list) => list.length === 1 && list[0].result === ISSUE_STATUS.issued,
    );
    expect(rows).toMatchObject([{ id: failed.id, result: ISSUE_STATUS.issued, version: 1, failReason: null }]);
    expect(await history({ templateId, pileId: taker.id })).toMatchObject([
      { id: issued.id, result: ISSUE_STATUS.issued },
    ]);
    await eventually(
      async () => (await post('billingTemplate/get', { id: templateId })).data.issueStatus as number,
      (status) => status === ISSUE_STATUS.issued,
    );
    // The failed try is kept in the row's transitions.
    const { rows: moves } = await t.db.query<{ action: string; from_status: string; to_status: string }>(
      `select action, from_status, to_status from status_transitions where entity = 'billingIssueRecord' and row_id = $1`,
      [failed.id],
    );
    expect(moves).toEqual([{ action: 'reissue', from_status: '3', to_status: '1' }]);

    // Issued now: it is not sent again.
    expect((await post('billingIssueRecord/reissue', { ids: [failed.id] })).code).not.toBe(0);
  });

  it('re-issues only the latest row of a pile for its template', async () => {
    const [taker, refuser] = await twoPiles();
    secondAnswers = 'Rejected';
    const templateId = await issuedTemplate('重新下发旧记录测试模板', taker.stationId, [refuser.id]);
    const [old] = await eventually(
      () => history({ templateId }),
      (rows) => rows.length > 0 && rows.every((row) => row.result === ISSUE_STATUS.failed),
    );
    // Issued again as a whole (a new version) and refused again: the old row is history.
    expect((await post('billingTemplate/issue', { ids: [templateId] })).code).toBe(0);
    await eventually(
      () => history({ templateId }),
      (rows) => rows.length === 2 && rows.every((row) => row.result === ISSUE_STATUS.failed),
    );
    const stale = await post('billingIssueRecord/reissue', { ids: [old.id] });
    expect(stale.code).not.toBe(0);
    expect(stale.msg).toContain('新版本');
  });

  it('is read-only and belongs to its seller', async () => {
    expect((await post('billingIssueRecord/save', { templateId: 1 })).code).not.toBe(0);
    const other = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
    const mine = await history({});
    const theirs = await post('billingIssueRecord/page', { pageNo: 1, pageSize: 50 }, other);
    expect(theirs.code, theirs.msg).toBe(0);
    const theirIds = new Set((theirs.data.data as { id: number }[]).map((row) => row.id));
    expect(mine.some((row) => theirIds.has((row as unknown as { id: number }).id))).toBe(false);
  });
});
