import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPile } from '../../scripts/simulator/simulated-pile';
import { daySegments, type RatePeriodRow } from '../../src/meta/billing/rate-periods';
import { createOcppClient } from '../ocpp/ocpp-client';
import { COMMAND_STATUS } from '../ocpp/pile-commands';
import type { PileResult } from '../ocpp/pile-results';
import { createTestApp, DEMO, type TestApp, listenForPiles } from '../test-support/test-app';
import { ISSUE_STATUS, TEMPLATE_MESSAGE_ID, TEMPLATE_VENDOR_ID, type TemplatePayload } from './deliver-template';
import { eventually } from '../test-support/eventually';

/**
 * Issuing a billing template (下发) over OCPP: one tracked DataTransfer per pile carrying the
 * billing model's priced day plan; the piles' answers make the template issued or failed.
 */
let t: TestApp;
let endpoint: string;
let admin: string;
let sellerId: number;
let model: { id: number; periods: RatePeriodRow[] };
let firstCommand: number;
let seq = 0;
const simulated: SimulatedPile[] = [];
const clients: RPCClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  endpoint = await listenForPiles(t);
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  sellerId = Number((await t.db.query(`select id from sellers where seller_number = '100001'`)).rows[0].id);
  const { rows } = await t.db.query<{ id: number; periods: RatePeriodRow[] }>(
    `select id, periods from station_cost_model where seller_id = $1 and enable_status = 1 order by id limit 1`,
    [sellerId],
  );
  model = { id: Number(rows[0].id), periods: rows[0].periods };
  firstCommand = Number((await t.db.query(`select coalesce(max(id), 0) as id from pile_command`)).rows[0].id);
  // Loading the prepared database takes longer on a busy machine than the default hook budget.
}, 180_000);
afterAll(async () => {
  await Promise.all(simulated.map((pile) => pile.stop()));
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

const post = async (path: string, body: object, token = admin) =>
  (await t.call(`/api/config/${path}`, { body, token })).body;

/** An enabled pile of seller 100001 no other test of this file uses, with its station. */
async function pile(): Promise<{ id: number; code: string; stationId: number }> {
  const { rows } = await t.db.query<{ id: number; code: string; station_id: number }>(
    `select id, code, station_id from pile where seller_id = $1 and enable_status = 1 and station_id is not null
      order by id offset $2 limit 1`,
    [sellerId, seq++],
  );
  return { id: Number(rows[0].id), code: rows[0].code, stationId: Number(rows[0].station_id) };
}

async function template(target: { id: number; stationId: number }): Promise<number> {
  const saved = await post('billingTemplate/save', {
    name: `测试模板${seq}`,
    costModelId: model.id,
    stationIds: [target.stationId],
    pileIds: [target.id],
    effectiveTime: '2026-01-01 00:00:00',
  });
  expect(saved.code, saved.msg).toBe(0);
  return Number(saved.data.id);
}

const templateRow = async (id: number) =>
  (
    await t.db.query<{ issue_status: number; pile_results: PileResult[] | null }>(
      `select issue_status, pile_results from billing_template where id = $1`,
      [id],
    )
  ).rows[0];

const commandsOf = async (pileId: number) =>
  (
    await t.db.query<{ status: number; ocpp_action: string; params: Record<string, string>; command: number }>(
      `select status, ocpp_action, params, command from pile_command where pile_id = $1 and id > $2 order by id`,
      [pileId, firstCommand],
    )
  ).rows;

/** A pile that answers DataTransfer as told, and remembers what it got. */
async function pileAnswering(code: string, answer: () => Promise<Record<string, unknown>>) {
  const heard: unknown[] = [];
  const client = createOcppClient({ endpoint, identity: code, reconnect: false });
  clients.push(client);
  client.handle('DataTransfer', async ({ params }) => {
    heard.push(params);
    return answer();
  });
  await client.connect();
  await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
  return heard;
}

describe('billing template issue', () => {
  it('sends the priced day plan to the pile, which takes it, and the template is issued', async () => {
    const target = await pile();
    const sim = new SimulatedPile({ endpoint, code: target.code, guns: 1, ratedKw: 60, random: () => 0.5 });
    simulated.push(sim);
    await sim.start();
    const id = await template(target);
    expect((await post('billingTemplate/issue', { ids: [id] })).code).toBe(0);

    const row = await eventually(
      () => templateRow(id),
      (r) => r.issue_status !== ISSUE_STATUS.issuing,
    );
    expect(row.issue_status).toBe(ISSUE_STATUS.issued);
    expect(row.pile_results).toMatchObject([
      {
        pileId: target.id,
        pileCode: target.code,
        commandStatus: COMMAND_STATUS.accepted,
        answer: '{"status":"Accepted"}',
      },
    ]);
    const [command] = await commandsOf(target.id);
    expect(command).toMatchObject({
      ocpp_action: 'DataTransfer',
      command: 6,
      status: COMMAND_STATUS.accepted,
      params: { vendorId: TEMPLATE_VENDOR_ID, messageId: TEMPLATE_MESSAGE_ID },
    });
    const payload = JSON.parse(command.params.data) as TemplatePayload;
    expect(payload).toMatchObject({ templateId: id, version: 1, costModelId: model.id });
    // The plan the pile prices by is the model's day as the pricing function cuts it.
    expect(payload.periods.map((p) => [p.ratePeriod, p.electricityPrice, p.servicePrice])).toEqual(
      daySegments(model.periods).map(({ row }) => [row.ratePeriod, row.electricityPrice, row.servicePrice]),
    );
    expect(payload.periods[0].start).toBe('00:00');
    expect(payload.periods[payload.periods.length - 1].end).toBe('24:00');
    expect(sim.tariff).toMatchObject({ templateId: id, version: 1 });
  });

  it('a pile that refuses the template fails the issue and its answer is kept', async () => {
    const target = await pile();
    const heard = await pileAnswering(target.code, async () => ({ status: 'Rejected' }));
    const id = await template(target);
    expect((await post('billingTemplate/issue', { ids: [id] })).code).toBe(0);
    const row = await eventually(
      () => templateRow(id),
      (r) => r.issue_status !== ISSUE_STATUS.issuing,
    );
    expect(row.issue_status).toBe(ISSUE_STATUS.failed);
    expect(row.pile_results?.[0]).toMatchObject({
      commandStatus: COMMAND_STATUS.rejected,
      answer: '{"status":"Rejected"}',
    });
    expect(heard).toMatchObject([{ vendorId: TEMPLATE_VENDOR_ID, messageId: TEMPLATE_MESSAGE_ID }]);
    // A failed template can be issued again: a new version to the piles.
    expect((await post('billingTemplate/issue', { ids: [id] })).code).toBe(0);
    await eventually(
      async () => heard.length,
      (n) => n === 2,
    );
    expect(JSON.parse((heard[1] as { data: string }).data)).toMatchObject({ version: 2 });
  });

  it('a pile that never answers times the command out and fails the issue', async () => {
    const target = await pile();
    const heard = await pileAnswering(target.code, () => new Promise(() => undefined));
    const id = await template(target);
    expect((await post('billingTemplate/issue', { ids: [id] })).code).toBe(0);
    await eventually(
      async () => heard.length,
      (n) => n === 1,
    );
    await t.app.centralSystem.sweepCommands(Date.now() + 60_000);
    const row = await eventually(
      () => templateRow(id),
      (r) => r.issue_status !== ISSUE_STATUS.issuing,
    );
    expect(row.issue_status).toBe(ISSUE_STATUS.failed);
    expect(row.pile_results?.[0]).toMatchObject({ commandStatus: COMMAND_STATUS.timedOut });
  });

  it('another seller cannot issue the template, nor can a viewer: nothing is sent', async () => {
    const target = await pile();
    const id = await template(target);
    const other = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
    expect((await post('billingTemplate/issue', { ids: [id] }, other)).code).not.toBe(0);
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    expect((await t.call('/api/config/billingTemplate/issue', { body: { ids: [id] }, token: viewer })).status).toBe(
      403,
    );
    expect(await commandsOf(target.id)).toEqual([]);
    expect((await templateRow(id)).issue_status).toBe(ISSUE_STATUS.notIssued);
  });
});
