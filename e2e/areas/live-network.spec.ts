import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { md5 } from 'js-md5';
import type { RPCClient } from 'ocpp-rpc';
import { createOcppClient } from '../../server/ocpp/ocpp-client';
import { SimulatedPile } from '../../scripts/simulator/simulated-pile';
import { login } from '../support/login';

/**
 * The live network as an operator sees it: a charger connected over OCPP changes a gun's
 * status and the gun monitor shows it without a reload; an unlock sent from the gun list
 * reaches the charger and the command log shows it accepted; the command log follows a command
 * to its answer as it comes.
 */

interface Gun {
  id: number;
  pileId: number;
  gunIndex: number;
  code: string;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/system/login', {
    data: {
      sellerNumber: '100001',
      credentials: { account: 'admin', password: md5('Admin@123456') },
      smsCaptchaPass: true,
    },
  });
  return (await answer.json()).data.token as string;
}

/** A gun on the monitor's first page whose pile is enabled, with that pile's code. */
async function liveGun(request: APIRequestContext, token: string): Promise<Gun & { pileCode: string }> {
  const post = async (path: string, data: unknown) =>
    (await (await request.post(path, { data, headers: { authorization: token } })).json()).data;
  const guns = (await post('/api/config/gun/page', { pageNo: 1, pageSize: 500 })).data as Gun[];
  const piles = (await post('/api/config/pile/page', { pageNo: 1, pageSize: 500, filters: { enableStatus: 1 } }))
    .data as { id: number; code: string }[];
  for (const gun of guns) {
    const pile = piles.find((row) => row.id === gun.pileId);
    if (pile) return { ...gun, pileCode: pile.code };
  }
  throw new Error('no gun of an enabled pile on the first page');
}

/**
 * Opens the gun monitor and waits until the page's one live stream is open and both its
 * followers listen, the monitor and the alarm pop-up (which loads after the page), so that no
 * event is sent before they do.
 */
async function openGunMonitor(page: Page, gun: Gun) {
  let streams = 0;
  // Only the monitor page's own streams count: the page before it (the home page after login)
  // may still be opening one, whose answer can arrive after this listener is in place.
  page.on('request', (request) => {
    const fromMonitor = new URL(request.frame().url()).pathname === '/safe/monitorManage/gunMonitor';
    if (fromMonitor && new URL(request.url()).pathname === '/api/live/events') streams++;
  });
  await page.goto('/safe/monitorManage/gunMonitor');
  const tile = page.getByTestId(`gun-tile-${gun.id}`);
  await expect(tile).toBeVisible();
  await expect(page.getByTestId('alarm-watch')).toHaveAttribute('data-watching', 'true');
  await expect.poll(() => streams).toBe(1);
  return tile;
}

let charger: RPCClient | undefined;
test.afterEach(async () => {
  await charger?.close({ force: true });
  charger = undefined;
});

const ocppEndpoint = (baseURL: string) => `${baseURL.replace(/^http/, 'ws')}/ocpp`;

/** The simulator's charger for the gun's pile, with guns up to this one; started by the test. */
const simulatedPileOf = (baseURL: string, gun: Gun & { pileCode: string }, options: { firmwareStepMs?: number } = {}) =>
  new SimulatedPile({
    endpoint: ocppEndpoint(baseURL),
    code: gun.pileCode,
    guns: gun.gunIndex + 1,
    ratedKw: 60,
    random: () => 0.5,
    ...options,
  });

async function connectCharger(baseURL: string, code: string, answers: Record<string, Record<string, unknown>> = {}) {
  charger = createOcppClient({ endpoint: ocppEndpoint(baseURL), identity: code, reconnect: false });
  for (const [method, answer] of Object.entries(answers)) charger.handle(method, async () => answer);
  await charger.connect();
  await charger.call('BootNotification', { chargePointVendor: 'E2E', chargePointModel: 'Sim' });
  return charger;
}

test('a gun turns to charging in the gun monitor without a reload', async ({ page, request, baseURL }) => {
  const gun = await liveGun(request, await apiToken(request));
  await login(page);
  const tile = await openGunMonitor(page, gun);
  const client = await connectCharger(baseURL!, gun.pileCode);
  await client.call('StatusNotification', { connectorId: gun.gunIndex + 1, status: 'Charging', errorCode: 'NoError' });
  await expect(tile).toHaveAttribute('data-status', '3', { timeout: 2_000 });
  await expect(tile).toContainText('充电中');
  await client.call('StatusNotification', { connectorId: gun.gunIndex + 1, status: 'Available', errorCode: 'NoError' });
  await expect(tile).toHaveAttribute('data-status', '1', { timeout: 2_000 });
});

test('an unlock from the gun list reaches the charger and the command log shows it accepted', async ({
  page,
  request,
  baseURL,
}) => {
  const gun = await liveGun(request, await apiToken(request));
  let unlocked = 0;
  const client = await connectCharger(baseURL!, gun.pileCode);
  client.handle('UnlockConnector', async () => {
    unlocked++;
    return { status: 'Unlocked' };
  });
  await login(page);
  await page.goto(`/business/stationManage/gun?code=${encodeURIComponent(gun.code)}`);
  const row = page.locator('.ant-table-row', { hasText: gun.code }).first();
  await expect(row).toBeVisible();
  await row.locator('[data-action=unlock]').click();
  await expect(page.locator('.ant-popconfirm')).toContainText('确定解锁该充电枪吗？');
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect.poll(() => unlocked, { timeout: 5_000 }).toBe(1);
  await page.goto('/business/pileManage/commandLog');
  await expect(page.locator('.ant-table-row').first()).toContainText('已接受');
});

test('the command log follows a prohibit from sent to rejected without a reload, and the gun stays allowed', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiToken(request);
  const gun = await liveGun(request, token);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const client = await connectCharger(baseURL!, gun.pileCode);
  client.handle('ChangeAvailability', async () => {
    await answered;
    return { status: 'Rejected' };
  });
  await login(page);
  const streamOpened = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/live/events');
  await page.goto('/business/pileManage/commandLog');
  await streamOpened;
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const sent = await request.post('/api/config/gun/prohibit', {
    data: { ids: [gun.id] },
    headers: { authorization: token },
  });
  expect((await sent.json()).code).toBe(0);
  const newest = page.locator('.ant-table-row').first();
  await expect(newest).toContainText('已下发');
  answer();
  await expect(newest).toContainText('被拒绝');
  const after = await request.post('/api/config/gun/get', { data: { id: gun.id }, headers: { authorization: token } });
  expect((await after.json()).data.availability).toBe(1);
});

test('an unlock from the remote-control screen reaches the simulated pile and its gun shows accepted', async ({
  page,
  request,
  baseURL,
}) => {
  const gun = await liveGun(request, await apiToken(request));
  const pile = simulatedPileOf(baseURL!, gun);
  const unlocks: number[] = [];
  pile.client.on('call', ({ outbound, payload }: { outbound: boolean; payload: unknown[] }) => {
    const [, , method, params] = payload as [number, string, string, { connectorId: number }];
    if (!outbound && method === 'UnlockConnector') unlocks.push(params.connectorId);
  });
  try {
    await pile.start();
    await login(page);
    await page.goto('/business/pileManage/remoteControl');
    const table = page.getByTestId('remote-control-table');
    await expect(table.locator('.ant-table-row').first()).toBeVisible();
    await page.locator('.ant-select', { hasText: '全部充电桩' }).click();
    await page.keyboard.type(gun.pileCode);
    await page.locator('.ant-select-item-option', { hasText: gun.pileCode }).first().click();
    const row = table.locator('.ant-table-row', { has: page.getByTestId(`gun-status-${gun.id}`) });
    await expect(row).toHaveCount(1);
    await row.getByTestId('gun-command-unlock').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
    await expect.poll(() => unlocks, { timeout: 5_000 }).toEqual([gun.gunIndex + 1]);
    // The pile's answer reaches the open screen through the live stream: no reload.
    await expect(row.getByTestId(`command-result-${gun.id}`)).toContainText('已接受');
  } finally {
    await pile.stop();
  }
});

test("the pile-gun monitor opens a pile out to that pile's guns, in gun order", async ({ page, request }) => {
  const token = await apiToken(request);
  const post = async (path: string, data: unknown) =>
    (await (await request.post(path, { data, headers: { authorization: token } })).json()).data;
  const guns = (await post('/api/config/gun/page', { pageNo: 1, pageSize: 500 })).data as Gun[];
  const pileId = guns.find((gun) => guns.filter((other) => other.pileId === gun.pileId).length > 1)!.pileId;
  const pile = (await post('/api/config/pile/get', { id: pileId })) as { code: string };
  const ownGuns = guns.filter((gun) => gun.pileId === pileId).sort((a, b) => a.gunIndex - b.gunIndex);
  await login(page);
  await page.goto('/safe/monitorManage/pileGunMonitor');
  const table = page.getByTestId('pile-monitor-table');
  await expect(table.locator('.ant-table-row').first()).toBeVisible();
  await page.getByPlaceholder('桩编码/名称').fill(pile.code);
  await page.getByPlaceholder('桩编码/名称').press('Enter');
  const row = table.locator('.ant-table-row', { has: page.getByRole('link', { name: pile.code, exact: true }) });
  await expect(row).toHaveCount(1);
  await row.locator('.ant-table-row-expand-icon').click();
  const shown = table.locator('.ant-table-expanded-row [data-testid^=gun-status-]');
  await expect(shown).toHaveCount(ownGuns.length);
  const ids = await shown.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-testid')));
  expect(ids).toEqual(ownGuns.map((gun) => `gun-status-${gun.id}`));
});

test('a fault pops up as an alarm and the alarm monitor lists it', async ({ page, request, baseURL }) => {
  const gun = await liveGun(request, await apiToken(request));
  await login(page);
  await openGunMonitor(page, gun);
  const client = await connectCharger(baseURL!, gun.pileCode);
  await client.call('StatusNotification', {
    connectorId: gun.gunIndex + 1,
    status: 'Faulted',
    errorCode: 'HighTemperature',
  });
  const popup = page.getByTestId('alarm-popup');
  await expect(popup).toContainText(`${gun.pileCode}`);
  await expect(popup).toContainText('温度过高');
  // The seeded notify rules of levels 1 to 4 ask for a flash as well as the pop-up.
  await expect(popup.first()).toHaveAttribute('data-flash', 'true');
  await page.getByRole('button', { name: '查看告警监控' }).click();
  await expect(page).toHaveURL(/\/safe\/alarmManage\/monitor/);
  await expect(page.locator('.ant-table-row').first()).toContainText('温度过高');
  await client.call('StatusNotification', { connectorId: gun.gunIndex + 1, status: 'Available', errorCode: 'NoError' });
});

test('a billing template issued from its list reaches the charger and shows issued', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiToken(request);
  const post = async (path: string, data: unknown) =>
    (await (await request.post(path, { data, headers: { authorization: token } })).json()).data;
  const gun = await liveGun(request, token);
  const pile = await post('/api/config/pile/get', { id: gun.pileId });
  const model = (
    await post('/api/config/stationCostModel/page', { pageNo: 1, pageSize: 1, filters: { enableStatus: 1 } })
  ).data[0];
  const name = `E2E模板${Date.now()}`;
  await post('/api/config/billingTemplate/save', {
    name,
    costModelId: model.id,
    stationIds: [pile.stationId],
    pileIds: [gun.pileId],
    effectiveTime: '2026-01-01 00:00:00',
  });
  const received: { vendorId: string; data: string }[] = [];
  const client = await connectCharger(baseURL!, gun.pileCode);
  client.handle('DataTransfer', async ({ params }) => {
    received.push(params as { vendorId: string; data: string });
    return { status: 'Accepted' };
  });
  await login(page);
  await page.goto(`/business/accountingManagement/billingTemplate?name=${encodeURIComponent(name)}`);
  const row = page.locator('.ant-table-row', { hasText: name }).first();
  await expect(row).toBeVisible();
  await row.locator('[data-action=issue]').click();
  await expect(page.locator('.ant-popconfirm')).toContainText('确定把该计费模板下发到桩吗？');
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
  expect(received[0].vendorId).toBe('ChargeOps');
  expect(JSON.parse(received[0].data).periods.length).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('.ant-table-row', { hasText: name }).first().textContent();
      },
      { timeout: 10_000 },
    )
    .toContain('已下发');
});

test('an upgrade list follows its task live as the simulated pile downloads and installs', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiToken(request);
  const call = async (path: string, data: unknown) =>
    (await (await request.post(path, { data, headers: { authorization: token } })).json()) as {
      code: number;
      msg: string;
      data: { id: number; url: string };
    };
  const gun = await liveGun(request, token);
  const upload = await request.post('/api/operation/firmware/upload?field=file', {
    headers: { authorization: token },
    multipart: { file: { name: 'fw.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('image') } },
  });
  const file = ((await upload.json()) as { data: { url: string } }).data.url;
  const pileTypeId = (
    (await call('/api/config/pileType/page', { pageNo: 1, pageSize: 1 })).data as unknown as { data: { id: number }[] }
  ).data[0].id;
  const stamp = Date.now().toString(36).toUpperCase();
  const firmware = await call('/api/operation/firmware/save', {
    name: 'E2E firmware',
    version: `V${stamp}`,
    pileTypeId,
    file: [file],
    md5: 'd41d8cd98f00b204e9800998ecf8427e',
  });
  expect(firmware.code, firmware.msg).toBe(0);
  expect((await call('/api/operation/firmware/publish', { ids: [firmware.data.id] })).code).toBe(0);
  const taskNo = `UT${stamp}`;
  const task = await call('/api/operation/upgradeTask/save', {
    taskNo,
    firmwareId: firmware.data.id,
    pileIds: [gun.pileId],
    scheduledAt: '2026-01-01 00:00:00',
  });
  expect(task.code, task.msg).toBe(0);

  const pile = simulatedPileOf(baseURL!, gun, { firmwareStepMs: 1_500 });
  try {
    await pile.start();
    await login(page);
    await page.goto(`/tools/networkOperation/upgrade?taskNo=${taskNo}`);
    const row = page.locator('.ant-table-row', { hasText: taskNo });
    await expect(row).toContainText('待执行');
    expect((await call('/api/operation/upgradeTask/start', { ids: [task.data.id] })).code).toBe(0);
    // No reload: the row moves as the pile reports, through running to done.
    await expect(row).toContainText('升级中');
    await expect(row).toContainText('已完成', { timeout: 20_000 });
    expect(pile.firmwareReports).toEqual(['Downloading', 'Downloaded', 'Installing', 'Installed']);
  } finally {
    await pile.stop();
  }
});

test('today’s bills and revenue on the home page move as a charger starts and bills a session, without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiToken(request);
  const gun = await liveGun(request, token);
  const cardPage = await request.post('/api/member/card/page', {
    data: { pageNo: 1, pageSize: 20, filters: { state: 1 } },
    headers: { authorization: token },
  });
  const cards = (await cardPage.json()).data.data as { cardNo: string }[];
  await login(page);
  await page.goto('/home');
  const bills = page.getByTestId('kpi-today-bills');
  const revenue = page.getByTestId('kpi-today-amount');
  await expect(bills).not.toHaveAttribute('data-value', '');
  await expect(revenue).not.toHaveAttribute('data-value', '');
  await expect(page.getByTestId('alarm-watch')).toHaveAttribute('data-watching', 'true');
  const figure = async (kpi: typeof bills) => Number(await kpi.getAttribute('data-value'));
  const billsBefore = await figure(bills);
  const revenueBefore = await figure(revenue);

  const client = await connectCharger(baseURL!, gun.pileCode);
  const startedAt = Date.now() - 120_000;
  let transactionId = 0;
  for (const { cardNo } of cards) {
    // A card Authorize refuses (blocked, or charging elsewhere) would leave a held bill behind.
    const authorized = (await client.call('Authorize', { idTag: cardNo })) as { idTagInfo: { status: string } };
    if (authorized.idTagInfo.status !== 'Accepted') continue;
    const answer = (await client.call('StartTransaction', {
      connectorId: gun.gunIndex + 1,
      idTag: cardNo,
      meterStart: 0,
      timestamp: new Date(startedAt).toISOString(),
    })) as { transactionId: number; idTagInfo: { status: string } };
    if (answer.idTagInfo.status !== 'Accepted') continue;
    transactionId = answer.transactionId;
    break;
  }
  expect(transactionId).toBeGreaterThan(0);
  // Pushed, not waited for: well within the figures' 15-second refresh.
  await expect(bills).toHaveAttribute('data-value', String(billsBefore + 1), { timeout: 8_000 });

  // 0.4 kWh in two minutes: within what any pile delivers (more would be held, not billed).
  await client.call('StopTransaction', { transactionId, meterStop: 400, timestamp: new Date().toISOString() });
  await expect.poll(() => figure(revenue), { timeout: 8_000 }).toBeGreaterThan(revenueBefore);
});
