import { md5 } from 'js-md5';
import { expect, test, type APIRequestContext } from '../support/fixtures';
import { ADMIN, login } from '../support/login';

/**
 * An alarm work order is handed to a staff member picked by name among the seller's enabled
 * dispatch and repair users (not typed in): the list names him, and he finds the order under
 * 我的工单.
 */

const stamp = Date.now().toString(36).slice(-6);
const REPAIR = { account: `fix${stamp}`, name: `维修${stamp}`, password: 'Fix@2026-ops' };
const ORDINARY = { account: `ord${stamp}`, name: `普通${stamp}` };

async function api<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const answer = await request.post(path, { headers: { Authorization: token }, data });
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

test('a work order dispatched to a repair user picked by name lists him, and shows in his own orders', async ({
  page,
  request,
}) => {
  await login(page, ADMIN);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string,
  );
  const role = await api<{ id: number }>(request, token, '/api/system/role/save', { name: `维修员${stamp}` });
  await api(request, token, '/api/system/role/savePermissions', {
    id: role.id,
    permissionIds: ['myAlarmWorkOrder:query', 'myAlarmWorkOrder:get', 'myAlarmWorkOrder:finish'],
  });
  await api(request, token, '/api/system/user/save', {
    account: REPAIR.account,
    name: REPAIR.name,
    password: md5(REPAIR.password),
    phone: '13912345678',
    userType: 3,
    roleIds: [role.id],
  });
  await api(request, token, '/api/system/user/save', {
    account: ORDINARY.account,
    name: ORDINARY.name,
    password: md5('Ord@2026-ops'),
    userType: 1,
  });
  const stations = await api<{ data: { id: number }[] }>(request, token, '/api/config/station/page', {
    pageNo: 1,
    pageSize: 1,
  });
  const order = await api<{ orderNo: string }>(request, token, '/api/config/alarmWorkOrder/save', {
    stationId: stations.data[0].id,
    description: `充电枪锁止异常${stamp}`,
  });

  await page.goto(`/safe/alarmManage/workOrder?orderNo=${order.orderNo}`);
  const row = page.locator('.ant-table-row').filter({ hasText: order.orderNo });
  await expect(row).toHaveCount(1);
  await row.locator('[data-action=dispatch]').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('[data-action-form=dispatch]') });
  const picker = dialog.locator('.ant-formily-item').filter({ hasText: '处理人' }).locator('.ant-select');
  await picker.click();
  // An ordinary user is not among those a work order goes to.
  await picker.locator('input').fill(ORDINARY.account);
  await expect(page.locator('.ant-select-dropdown:visible')).not.toContainText(ORDINARY.name);
  await picker.locator('input').fill(REPAIR.account);
  await page.locator('.ant-select-dropdown:visible').getByText(`${REPAIR.name} (${REPAIR.account})`).click();
  await dialog.getByRole('button', { name: /确\s*定|确认/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(REPAIR.name);
  await expect(row).toContainText('处理中');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, { seller: ADMIN.seller, account: REPAIR.account, password: REPAIR.password });
  await page.goto('/safe/alarmManage/myWorkOrder');
  await expect(page.locator('.ant-table-row').filter({ hasText: order.orderNo })).toContainText(REPAIR.name);
});
