import { expect, test, type APIRequestContext } from '../support/fixtures';
import { md5 } from 'js-md5';
import { ADMIN, login } from '../support/login';

/**
 * A role changed by an administrator reaches its user's open browser at his next request: the
 * menu gains the newly granted area and its page opens, without logging in again.
 */

const stamp = Date.now().toString(36);
const ACCOUNT = `acc${stamp}`;
const PASSWORD = 'Acc@2026-ops';

async function api(request: APIRequestContext, token: string, path: string, data: unknown) {
  const answer = await request.post(path, { headers: { Authorization: token }, data });
  const body = (await answer.json()) as { code: number; msg: string; data: { id: number } };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

test('a permission granted while the user works shows in his menu at his next request', async ({ page, request }) => {
  const adminLogin = await request.post('/api/system/login', {
    data: {
      sellerNumber: ADMIN.seller,
      credentials: { account: ADMIN.account, password: md5(ADMIN.password) },
      smsCaptchaPass: '',
    },
  });
  const adminToken = ((await adminLogin.json()) as { data: { token: string } }).data.token;
  const role = await api(request, adminToken, '/api/system/role/save', { name: `站点查看${stamp}` });
  await api(request, adminToken, '/api/system/role/savePermissions', {
    id: role.id,
    permissionIds: ['stationManage:query'],
  });
  await api(request, adminToken, '/api/system/user/save', {
    account: ACCOUNT,
    name: ACCOUNT,
    password: md5(PASSWORD),
    roleIds: [role.id],
  });

  await login(page, { seller: ADMIN.seller, account: ACCOUNT, password: PASSWORD });
  await page.goto('/business/stationManage/station');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // The header's menu holds the areas he reaches.
  const areas = page.getByTestId('global-header');
  await expect(areas).toContainText('业务管理');
  await expect(areas).not.toContainText('系统设置');

  await api(request, adminToken, '/api/system/role/savePermissions', {
    id: role.id,
    permissionIds: ['stationManage:query', 'organizeManage:query'],
  });
  // His next request, here sorting the list he has open, brings the news.
  await page.getByRole('columnheader', { name: '场站名称' }).click();
  await expect(page.getByText('您的权限已变更，菜单和按钮已更新')).toBeVisible();
  await expect(areas).toContainText('系统设置');

  await page.goto('/system/systemSet/organization');
  await expect(page.locator('.ant-table').first()).toBeVisible();
  await expect(page.getByTestId('exception-403')).toHaveCount(0);
});
