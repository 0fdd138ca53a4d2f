import { createRPCError, type RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPile } from '../../scripts/simulator/simulated-pile';
import type { LiveEvent } from '../live/live-bus';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { createOcppClient } from './ocpp-client';
import { COMMAND_STATUS } from './pile-commands';
import type { PileResult } from './pile-results';
import { eventually } from '../test-support/eventually';

/**
 * Pile upgrades over OCPP: starting a task sends UpdateFirmware to each pile as a tracked
 * command, and the piles' answers and FirmwareStatusNotifications fill the task's lines.
 */
let t: TestApp;
let base: string;
let admin: string;
let sellerId: number;
let pileTypeId: number;
let firstCommand: number;
const simulated: SimulatedPile[] = [];
const clients: RPCClient[] = [];
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  sellerId = Number((await t.db.query(`select id from sellers where seller_number = '100001'`)).rows[0].id);
  pileTypeId = Number(
    (await t.db.query(`select id from pile_type where seller_id = $1 limit 1`, [sellerId])).rows[0].id,
  );
  firstCommand = Number((await t.db.query(`select coalesce(max(id), 0) as id from pile_command`)).rows[0].id);
  // Loading the prepared database takes longer on a busy machine than the default hook budget.
}, 180_000);
afterAll(async () => {
  await Promise.all(simulated.map((pile) => pile.stop()));
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

const post = async (path: string, body: object, token = admin) =>
  (await t.call(`/api/operation/${path}`, { body, token })).body;

/** Enabled piles of seller 100001 no other test of this file uses. */
async function piles(count: number): Promise<{ id: number; code: string }[]> {
  const { rows } = await t.db.query<{ id: number; code: string }>(
    `select id, code from pile where seller_id = $1 and enable_status = 1 order by id offset $2 limit $3`,
    [sellerId, seq, count],
  );
  seq += count;
  return rows.map((row) => ({ id: Number(row.id), code: row.code }));
}

/** Uploads a firmware file and publishes a firmware package holding it (or the URL given). */
async function publishedFirmware(url?: string): Promise<number> {
  let file = url;
  if (!file) {
    const boundary = `----fw${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fw.bin"\r\n\r\n`),
      Buffer.from('firmware image bytes'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operation/firmware/upload?field=file',
      payload,
      headers: { authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    file = (response.json() as { data: { url: string } }).data.url;
  }
  const saved = await post('firmware/save', {
    name: 'Test firmware',
    version: `V${Date.now()}${seq}`,
    pileTypeId,
    file: [file],
    md5: 'd41d8cd98f00b204e9800998ecf8427e',
  });
  expect(saved.code, saved.msg).toBe(0);
  expect((await post('firmware/publish', { ids: [saved.data.id] })).code).toBe(0);
  return Number(saved.data.id);
}

async function task(firmwareId: number, pileIds: number[]): Promise<number> {
  const saved = await post('upgradeTask/save', {
    taskNo: `UT${Date.now()}${seq}`,
    firmwareId,
    pileIds,
    scheduledAt: '2026-01-01 00:00:00',
  });
  expect(saved.code, saved.msg).toBe(0);
  return Number(saved.data.id);
}

interface TaskRow {
  status: string;
  success: number;
  failed: number;
  progress: number;
  pile_results: PileResult[] | null;
}
const taskRow = async (id: number) =>
  (
    await t.db.query<TaskRow>(
      `select status, success, failed, progress, pile_results from upgrade_task where id = $1`,
      [id],
    )
  ).rows[0];

const commandsOf = async (pileId: number) =>
  (
    await t.db.query<{ status: number; ocpp_action: string; params: Record<string, unknown>; command: number }>(
      `select status, ocpp_action, params, command from pile_command where pile_id = $1 and id > $2 order by id`,
      [pileId, firstCommand],
    )
  ).rows;

async function simulate(code: string) {
  const pile = new SimulatedPile({
    endpoint: `ws://${base}/ocpp`,
    code,
    guns: 1,
    ratedKw: 60,
    random: () => 0.5,
    firmwareStepMs: 20,
  });
  simulated.push(pile);
  await pile.start();
  return pile;
}

/** A pile that answers UpdateFirmware as told (or never), and remembers being asked. */
async function pileAnswering(code: string, answer: () => Promise<Record<string, unknown>>) {
  const heard: unknown[] = [];
  const client = createOcppClient({ endpoint: `ws://${base}/ocpp`, identity: code, reconnect: false });
  clients.push(client);
  client.handle('UpdateFirmware', async ({ params }) => {
    heard.push(params);
    return answer();
  });
  await client.connect();
  await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
  return heard;
}

describe('pile upgrades', () => {
  it('sends the firmware to each pile, which downloads and installs it, and the task succeeds', async () => {
    const targets = await piles(2);
    const sims = await Promise.all(targets.map((pile) => simulate(pile.code)));
    const id = await task(await publishedFirmware(), [targets[0].id, targets[1].id]);
    const announced: LiveEvent[] = [];
    const stop = t.app.liveBus.subscribe((event) => event.kind === 'rows' && announced.push(event));
    expect((await post('upgradeTask/start', { ids: [id] })).code).toBe(0);

    const done = await eventually(
      () => taskRow(id),
      (row) => row.status !== 'RUNNING',
    );
    expect(done).toMatchObject({ status: 'SUCCEEDED', success: 2, failed: 0, progress: 100 });
    expect(done.pile_results?.map((line) => [line.pileCode, line.commandStatus, line.firmwareStatus])).toEqual(
      targets.map((pile) => [pile.code, COMMAND_STATUS.accepted, 'Installed']),
    );
    for (const sim of sims)
      expect(sim.firmwareReports).toEqual(['Downloading', 'Downloaded', 'Installing', 'Installed']);
    stop();
    // Each answer and each report moved the task: open lists of upgrades were told every time,
    // and the command log of its commands going out and answered; all of this seller only.
    const told = (entity: string) =>
      announced.filter((event) => 'entity' in event && event.entity === entity && event.sellerId === sellerId);
    expect(told('upgradeTask').length).toBeGreaterThanOrEqual(2 * 5);
    expect(
      new Set(
        announced.map((event) => JSON.stringify([event.kind, 'entity' in event && event.entity, event.sellerId])),
      ),
    ).toEqual(
      new Set([JSON.stringify(['rows', 'upgradeTask', sellerId]), JSON.stringify(['rows', 'pileCommand', sellerId])]),
    );
    const [command] = await commandsOf(targets[0].id);
    expect(command).toMatchObject({ ocpp_action: 'UpdateFirmware', command: 5, status: COMMAND_STATUS.accepted });
    expect(String(command.params.location)).toMatch(/^\/files\//);
    const audit = await t.db.query(
      `select 1 from audit_log where entity = 'upgradeTask' and row_id = $1 and action = 'start'`,
      [id],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('a firmware the pile cannot download fails the task with the pile reporting why', async () => {
    const [target] = await piles(1);
    const sim = await simulate(target.code);
    const id = await task(await publishedFirmware(`http://${base}/files/${sellerId}/missing.bin`), [target.id]);
    expect((await post('upgradeTask/start', { ids: [id] })).code).toBe(0);
    const done = await eventually(
      () => taskRow(id),
      (row) => row.status !== 'RUNNING',
    );
    expect(done).toMatchObject({ status: 'FAILED', success: 0, failed: 1 });
    expect(done.pile_results?.[0]).toMatchObject({
      commandStatus: COMMAND_STATUS.accepted,
      firmwareStatus: 'DownloadFailed',
    });
    expect(sim.firmwareReports).toEqual(['Downloading', 'DownloadFailed']);
  });

  it('a pile refusing the update fails it; retrying the failed piles sends it again', async () => {
    const [target] = await piles(1);
    let refuse = true;
    const heard = await pileAnswering(target.code, async () => {
      if (refuse) throw createRPCError('NotSupported', 'no firmware updates here');
      return {};
    });
    const id = await task(await publishedFirmware(), [target.id]);
    expect((await post('upgradeTask/start', { ids: [id] })).code).toBe(0);
    const failed = await eventually(
      () => taskRow(id),
      (row) => row.status !== 'RUNNING',
    );
    expect(failed).toMatchObject({ status: 'FAILED', failed: 1 });
    expect(failed.pile_results?.[0]).toMatchObject({ commandStatus: COMMAND_STATUS.rejected });
    expect((await commandsOf(target.id))[0]).toMatchObject({ status: COMMAND_STATUS.rejected });
    // The location the pile got is the server's own address for the file.
    expect(String((heard[0] as { location: string }).location)).toMatch(new RegExp(`^http://${base}/files/`));

    refuse = false;
    expect((await post('upgradeTask/retryFailed', { ids: [id] })).code).toBe(0);
    const retried = await eventually(
      () => taskRow(id),
      (row) => row.pile_results?.[0].commandStatus === COMMAND_STATUS.accepted,
    );
    expect(retried).toMatchObject({ status: 'RUNNING', failed: 0 });
    expect(heard).toHaveLength(2);
    expect((await commandsOf(target.id)).map((row) => row.status)).toEqual([
      COMMAND_STATUS.rejected,
      COMMAND_STATUS.accepted,
    ]);
  });

  it('a pile that never answers times the command out and fails the task', async () => {
    const [target] = await piles(1);
    const heard = await pileAnswering(target.code, () => new Promise(() => undefined));
    const id = await task(await publishedFirmware(), [target.id]);
    expect((await post('upgradeTask/start', { ids: [id] })).code).toBe(0);
    await eventually(
      async () => heard.length,
      (n) => n === 1,
    );
    await t.app.centralSystem.sweepCommands(Date.now() + 60_000);
    const done = await eventually(
      () => taskRow(id),
      (row) => row.status !== 'RUNNING',
    );
    expect(done).toMatchObject({ status: 'FAILED', failed: 1 });
    expect(done.pile_results?.[0]).toMatchObject({ commandStatus: COMMAND_STATUS.timedOut });
  });

  it('cancelling takes back the update from a pile still offline: it never gets it on connecting', async () => {
    const [target] = await piles(1);
    const id = await task(await publishedFirmware(), [target.id]);
    expect((await post('upgradeTask/start', { ids: [id] })).code).toBe(0);
    expect((await commandsOf(target.id)).map((command) => command.status)).toEqual([COMMAND_STATUS.pending]);
    expect((await post('upgradeTask/cancel', { ids: [id] })).code).toBe(0);
    expect((await commandsOf(target.id)).map((command) => command.status)).toEqual([COMMAND_STATUS.withdrawn]);
    const cancelled = await taskRow(id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.pile_results?.[0]).toMatchObject({ commandStatus: COMMAND_STATUS.withdrawn });
    const heard = await pileAnswering(target.code, async () => ({}));
    // Give delivery on boot its turn: nothing is waiting for this pile any more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
  });

  it('another seller cannot start the task, and a viewer cannot either: nothing is sent', async () => {
    const [target] = await piles(1);
    const id = await task(await publishedFirmware(), [target.id]);
    const other = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
    expect((await post('upgradeTask/start', { ids: [id] }, other)).code).not.toBe(0);
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    expect((await t.call('/api/operation/upgradeTask/start', { body: { ids: [id] }, token: viewer })).status).toBe(403);
    expect(await commandsOf(target.id)).toEqual([]);
    expect((await taskRow(id)).status).toBe('PENDING');
  });

  it('an unpublished firmware is not sent', async () => {
    const [target] = await piles(1);
    const firmwareId = await publishedFirmware();
    expect((await post('firmware/withdraw', { ids: [firmwareId] })).code).toBe(0);
    const id = await task(firmwareId, [target.id]);
    const refused = await post('upgradeTask/start', { ids: [id] });
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toContain('未发布');
    expect(await commandsOf(target.id)).toEqual([]);
  });
});
