import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, login } from '../support/login';
import { formInput } from '../screens/screen-helpers';

/**
 * System management as a seller's administrator uses it: a role built in the permission tree,
 * a user holding it, and that user's next session opening exactly what the role grants.
 */

const stamp = Date.now().toString(36);
const ROLE = `业务专员${stamp}`;
const ACCOUNT = `biz${stamp}`;
const PASSWORD = 'Biz@2026-ops';

const actionsOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Actions') ?? '{"value":[]}').value as string[]);

/** A filter of the generic list by its title. */
const filterItem = (page: Page, title: string) =>
  page
    .locator('.entity-filter-form .ant-formily-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${title}$`) }) });
const filterInput = (page: Page, title: string) => filterItem(page, title).locator('input');

async function treeNode(page: Page, title: string) {
  const tree = page.getByTestId('permission-tree');
  return tree.locator('.ant-tree-treenode').filter({ has: page.getByText(title, { exact: true }) });
}

test('a role made in the permission tree gives its user exactly its pages and buttons', async ({ page }) => {
  await login(page, ADMIN);

  await page.goto('/system/systemSet/role');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  // The list's add opens the role configuration page, with its permission tree.
  await expect(page).toHaveURL(/\/system\/systemSet\/role\/new$/);
  await expect(page.getByTestId('permission-tree')).toBeVisible();
  const roleName = page.getByTestId('role-config').getByLabel('角色名称');
  await roleName.fill(ROLE);
  await expect(roleName).toHaveValue(ROLE);
  const business = await treeNode(page, '业务管理');
  await business.locator('.ant-tree-checkbox').click();
  await expect(business.locator('.ant-tree-checkbox-checked')).toHaveCount(1);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/system\/systemSet\/role$/);
  await expect(page.locator('.ant-table-row', { hasText: ROLE })).toHaveCount(1);

  await page.goto('/system/systemSet/user');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  // The list's add opens the user page, which sends the password as its digest.
  await expect(page).toHaveURL(/\/system\/systemSet\/user\/new$/);
  const form = page.getByTestId('user-form');
  await form.getByLabel('账号').fill(ACCOUNT);
  await form.getByLabel('姓名').fill('业务专员');
  await form.getByLabel('初始密码').fill(PASSWORD);
  await form.getByLabel('角色').click();
  await page.locator('.ant-select-dropdown:visible').getByText(ROLE, { exact: true }).click();
  // The role shows as chosen before saving; a click elsewhere in the form closes the dropdown.
  await expect(form.locator('.ant-select-selection-item', { hasText: ROLE })).toBeVisible();
  await form.getByLabel('姓名').click();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/system\/systemSet\/user$/);
  await filterInput(page, '账号').fill(ACCOUNT);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: ACCOUNT });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ROLE);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, { seller: ADMIN.seller, account: ACCOUNT, password: PASSWORD });
  const actions = await actionsOf(page);
  expect(actions).toContain('stationManage:query');
  expect(actions).toContain('stationManage:add');
  expect(actions.some((key) => key.startsWith('userManage:'))).toBe(false);
  await page.goto('/business/stationManage/station');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.goto('/system/systemSet/user');
  await expect(page.getByTestId('exception-403')).toBeVisible();
});

test('a role with a code is listed in its order, disabled after asking and enabled again', async ({ page }) => {
  const name = `停用测试${stamp}`;
  const code = `off-${stamp}`;
  await login(page, ADMIN);
  await page.goto('/system/systemSet/role');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const config = page.getByTestId('role-config');
  await config.getByLabel('角色名称').fill(name);
  await config.getByLabel('角色编码').fill('9 bad');
  await expect(config).toContainText('以字母开头');
  await config.getByLabel('角色编码').fill(code);
  // A new role sees every station until its scope is narrowed.
  await expect(config.getByTestId('data-scope-select')).toContainText('全部场站');
  await config.getByTestId('data-scope-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('仅绑定场站', { exact: true }).click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/system\/systemSet\/role$/);

  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toContainText(code);
  await expect(row).toContainText('仅绑定场站');
  await row.locator('[data-action=edit]').click();
  await expect(page).toHaveURL(/\/system\/systemSet\/role\/edit\/\d+$/);
  // The new role's page may still be kept, hidden, behind the edit page's tab: the visible one is read.
  await expect(page.locator('[data-testid=role-config]:visible').getByTestId('data-scope-select')).toContainText(
    '仅绑定场站',
  );
  await page.getByRole('button', { name: /返\s*回|Back/ }).click();
  await expect(page).toHaveURL(/\/system\/systemSet\/role$/);
  await expect(row).toContainText('启用');
  await row.locator('[data-action=disable]').click();
  await page
    .locator('.ant-popconfirm:visible, .ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(row.locator('[data-action=enable]')).toBeVisible();
  await expect(row).toContainText('停用');
  await row.locator('[data-action=enable]').click();
  await page
    .locator('.ant-popconfirm:visible, .ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(row.locator('[data-action=disable]')).toBeVisible();
});

test('an organization added below another shows in the tree and can be removed after asking', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/system/systemSet/organization');
  const rows = page.locator('.entity-list .ant-table-row');
  // The seeded tree has loaded before adding.
  await expect(rows.first()).toBeVisible();
  const name = `华东运营${stamp}`;
  const child = `${name}-一组`;
  const rowOf = (text: string) =>
    page.locator('.ant-table-row').filter({ has: page.locator('td', { hasText: new RegExp(`^${text}$`) }) });
  await page.locator('[data-action=add]').click();
  await formInput(page, '组织名称').fill(name);
  await page.locator('[data-action=submit]').click();
  await expect(page.locator('.ant-drawer')).toBeHidden();
  await expect(rowOf(name)).toHaveCount(1);

  // "Add below" opens the form with the row as parent already chosen.
  await rowOf(name).locator('[data-action=addChild]').click();
  await expect(page.locator('.ant-drawer')).toContainText(name);
  await formInput(page, '组织名称').fill(child);
  await page.locator('[data-action=submit]').click();
  await expect(page.locator('.ant-drawer')).toBeHidden();
  await rowOf(name).locator('.ant-table-row-expand-icon').click();
  await expect(rowOf(child)).toHaveClass(/ant-table-row-level-1/);

  // A second one of the same name under the same parent is refused, saying why.
  await rowOf(name).locator('[data-action=addChild]').click();
  await formInput(page, '组织名称').fill(child);
  await page.locator('[data-action=submit]').click();
  await expect(page.locator('.ant-drawer')).toContainText(`组织名称已存在：${child}`);
  await page.locator('.ant-drawer-close').click();

  await rowOf(child).locator('[data-action=delete]').click();
  await page
    .locator('.ant-popconfirm, .ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(rowOf(child)).toHaveCount(0);
  await expect(rowOf(name)).toHaveCount(1);
});

test('a repair user found by his type gets a new password from the administrator and signs in with it', async ({
  page,
}) => {
  const account = `fix${stamp}`;
  const renewed = 'Repair@2026-new';
  await login(page, ADMIN);
  await page.goto('/system/systemSet/user');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByTestId('user-form');
  await form.getByLabel('账号').fill(account);
  await form.getByLabel('姓名').fill('维修员');
  await form.getByLabel('初始密码').fill('Repair@2026-old');
  await form.locator('.ant-form-item', { hasText: '用户类型' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('维修', { exact: true }).click();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/system\/systemSet\/user$/);

  // Filtered by type (among the folded filters), the list holds repair users only, him among them.
  await page.getByRole('button', { name: /展\s*开/ }).click();
  await filterItem(page, '用户类型').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('维修', { exact: true }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: account });
  await expect(row).toHaveCount(1);
  await expect(page.locator('.ant-table-row').filter({ hasNotText: '维修' })).toHaveCount(0);

  await row.locator('[data-action=resetPassword]').click();
  const reset = page.getByTestId('reset-password-form');
  await reset.getByLabel('新密码', { exact: true }).fill(renewed);
  await reset.getByLabel('确认新密码').fill('Repair@2026-typo');
  await page
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(reset).toContainText('两次输入的密码不一致');
  await reset.getByLabel('确认新密码').fill(renewed);
  await page
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('密码已重置')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, { seller: ADMIN.seller, account, password: renewed });
});

test('user details show an app user with the tabs of the member detail', async ({ page, request }) => {
  await login(page, ADMIN);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string,
  );
  const answer = await request.post('/api/member/member/page', {
    headers: { Authorization: token },
    data: { pageNo: 1, pageSize: 1 },
  });
  const member = ((await answer.json()) as { data: { data: { id: number; name: string }[] } }).data.data[0];

  await page.goto('/system/systemSet/UserDetails');
  await expect(page.getByTestId('user-details').locator('.ant-empty')).toBeVisible();
  await page.goto(`/system/systemSet/UserDetails?id=${member.id}`);
  const details = page.getByTestId('user-details');
  await expect(details.locator('.ant-descriptions')).toContainText(member.name);
  await details.getByRole('tab', { name: '账户流水' }).click();
  await expect(details.locator('.ant-tabs-tabpane-active .ant-table')).toBeVisible();
});

test("user details list that app user's own logins in the login log tab", async ({ page, request }) => {
  await login(page, ADMIN);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string,
  );
  const logins = async (filter: Record<string, unknown>) => {
    const answer = await request.post('/api/system/loginLog/page', {
      headers: { Authorization: token },
      data: { pageNo: 1, pageSize: 200, ...filter },
    });
    return ((await answer.json()) as { data: { data: { memberId: number | null; name: string }[] } }).data;
  };
  const appLogin = (await logins({})).data.find((row) => row.memberId);
  expect(appLogin).toBeDefined();
  const own = await logins({ filters: { memberId: appLogin!.memberId } });
  expect(own.data.every((row) => row.memberId === appLogin!.memberId)).toBe(true);

  await page.goto(`/system/systemSet/UserDetails?id=${appLogin!.memberId}`);
  const details = page.getByTestId('user-details');
  await details.getByRole('tab', { name: '登录日志' }).click();
  const rows = details.locator('.ant-tabs-tabpane-active .ant-table-row');
  await expect(rows).toHaveCount(Math.min(own.data.length, 10));
  for (const text of await rows.allInnerTexts()) expect(text).toContain(appLogin!.name);
  // The tab's own entity's dictionaries come with the detail: a result reads 成功, not 1.
  await expect(rows.first().getByRole('cell', { name: '成功', exact: true })).toHaveCount(1);
});

test("the administrator role and one's own account offer none of the buttons the server refuses them", async ({
  page,
}) => {
  await login(page, ADMIN);
  await page.goto('/system/systemSet/role');
  const adminRole = page.locator('.ant-table-row', { hasText: '商户管理员' });
  await expect(adminRole).toHaveCount(1);
  await expect(adminRole.locator('[data-action=edit]')).toHaveCount(1);
  await expect(adminRole.locator('[data-action=disable], [data-action=delete]')).toHaveCount(0);
  const otherRole = page.locator('.ant-table-row').filter({ hasNotText: '商户管理员' }).first();
  await expect(otherRole.locator('[data-action=delete]')).toHaveCount(1);

  await page.goto('/system/systemSet/user');
  const rowOfAccount = (account: string) =>
    page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: account, exact: true }) });
  await expect(rowOfAccount('admin')).toHaveCount(1);
  await expect(rowOfAccount('admin').locator('[data-action=edit]')).toHaveCount(1);
  await expect(
    rowOfAccount('admin').locator('[data-action=delete], [data-action=disable], [data-action=resetPassword]'),
  ).toHaveCount(0);
  await expect(rowOfAccount('viewer').locator('[data-action=resetPassword]')).toHaveCount(1);
});
