import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { ADMIN, login, OTHER_ADMIN, type Credentials } from '../support/login';
import { tableRows } from '../screens/screen-helpers';

/**
 * Operations as a dispatcher and his manager run them: a work order is dispatched to a member of
 * the O&M staff, accepted, finished with its result and approved, each step showing who did it;
 * and a seller's theme style, once saved, is what its users' next session looks like.
 */

const ORDERS = '/operation/workOrder/order';
// The manager who approves the work: never the one who finished it (four eyes).
const STATION: Credentials = { seller: '100001', account: 'station', password: 'Station@123456' };

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string);

async function api<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const answer = await request.post(path, { headers: { Authorization: token }, data });
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}
type Page1<T> = { data: T[] };

/** A row's status action with a dialog form: opened, filled by the caller, confirmed. */
async function formAction(page: Page, action: string, fill: (dialog: ReturnType<Page['locator']>) => Promise<void>) {
  await tableRows(page).first().locator(`[data-action=${action}]`).click();
  const dialog = page.locator('.ant-modal');
  await expect(dialog.locator(`[data-action-form=${action}]`)).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

test('a work order is dispatched, accepted, finished and approved, each step showing who did it', async ({
  page,
  browser,
  request,
}) => {
  await login(page, ADMIN);
  const token = await tokenOf(page);
  const info = await request.get('/api/system/user/info', { headers: { Authorization: token } });
  const me = ((await info.json()) as { data: { name: string } }).data;
  const types = await api<Page1<{ id: number }>>(request, token, '/api/operation/workOrderType/page', { pageSize: 1 });
  const staff = await api<Page1<{ name: string; enableStatus: number }>>(
    request,
    token,
    '/api/operation/inspectionUser/page',
    { pageSize: 100 },
  );
  const named = (status: number) => staff.data.filter((person) => person.enableStatus === status).map((p) => p.name);
  const assignee = named(1)[0];
  // A disabled person whose name no enabled one shares.
  const disabled = named(0).find((name) => !named(1).includes(name));
  expect(disabled, 'the demo O&M staff include a disabled person').toBeDefined();
  const stations = await api<Page1<{ id: number }>>(request, token, '/api/config/station/page', { pageSize: 1 });
  const order = await api<{ id: number; orderNo: string }>(request, token, '/api/operation/workOrder/save', {
    title: '3号桩屏幕黑屏',
    typeId: types.data[0].id,
    source: 'MANUAL',
    priority: 2,
    stationId: stations.data[0].id,
    description: '用户反馈无法查看电量',
  });

  await page.goto(`${ORDERS}?orderNo=${order.orderNo}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('待派单');

  await formAction(page, 'dispatch', async (dialog) => {
    const picker = dialog.locator('.ant-select').first();
    await picker.click();
    // Only enabled staff are offered: a disabled person cannot be handed work.
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(offered.first()).toBeVisible();
    await expect(offered.filter({ hasText: disabled })).toHaveCount(0);
    await picker.locator('input').fill(assignee);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: assignee }).first().click();
    await dialog.locator('textarea, input[type=text]').last().fill('今日16点前到场');
  });
  await expect(tableRows(page).first()).toContainText('已派单');
  await expect(tableRows(page).first()).toContainText(assignee);

  await tableRows(page).first().locator('[data-action=accept]').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(tableRows(page).first()).toContainText('处理中');

  await formAction(page, 'finish', async (dialog) => {
    await dialog.locator('textarea').first().fill('更换显示屏排线，已恢复');
  });
  await expect(tableRows(page).first()).toContainText('待审核');

  const manager = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await login(manager, STATION);
  await manager.goto(`${ORDERS}?orderNo=${order.orderNo}`);
  await formAction(manager, 'audit', async (dialog) => {
    await dialog.locator('textarea, input[type=text]').first().fill('已电话回访');
  });
  await expect(tableRows(manager).first()).toContainText('已完成');

  await page.goto(`${ORDERS}/detail/${order.id}`);
  await page.getByRole('tab', { name: '派单与处理' }).click();
  const handling = page.getByRole('tabpanel', { name: '派单与处理' });
  await expect(handling).toContainText('更换显示屏排线，已恢复');
  // The bordered descriptions put a label cell before its value cell.
  const valueOf = (label: string) =>
    handling.getByRole('cell', { name: label, exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(valueOf('处理人')).toHaveText(assignee);
  await expect(valueOf('派单人')).toHaveText(me.name);
  await expect(valueOf('接单人')).toHaveText(me.name);
  await expect(valueOf('完成人')).toHaveText(me.name);
});

test("a seller's saved theme style is what its users' next session looks like", async ({ page, browser }) => {
  await login(page, OTHER_ADMIN);
  await expect(page.getByTestId('sider')).toHaveClass(/ant-layout-sider-dark/);

  await page.goto('/system/systemSet/theme');
  await page.locator('.settings-screen').getByRole('radio', { name: '亮色菜单' }).check();
  await page.locator('.settings-screen [data-action=submit]').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  // Another browser of the same seller: a new session takes the saved style over.
  const other = await browser.newContext({ locale: 'zh-CN' });
  try {
    const next = await other.newPage();
    await login(next, OTHER_ADMIN);
    await expect(next.getByTestId('sider')).toHaveClass(/ant-layout-sider-light/);
  } finally {
    await other.close();
  }
  // Put the seller's style back for the specs that follow.
  await page.locator('.settings-screen').getByRole('radio', { name: '暗色菜单' }).check();
  await page.locator('.settings-screen [data-action=submit]').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
});
