import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/fixtures';
import { ADMIN, login } from '../support/login';
import { tableRows } from './screen-helpers';

/**
 * Forms offer only what can be saved: a refund's account picker offers the accounts of the
 * member chosen and lets go of one that stops fitting; an inspection's "submit results" dialog
 * asks for the result of each checklist item, so a task can be walked to its submitted result.
 */

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string);

async function api<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const answer = await request.post(path, { headers: { Authorization: token }, data });
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** A field of the page form whose label is exactly `title`. */
const pageItem = (page: Page, title: string) =>
  page
    .locator('.entity-form-page .ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label label', { hasText: new RegExp(`^${title}$`) }) });

const dropdownOptions = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

/** The texts a select offers once opened (closed again with Escape). */
async function offered(page: Page, select: Locator, expected: number): Promise<string[]> {
  await select.click();
  await expect(dropdownOptions(page)).toHaveCount(expected);
  const texts = await dropdownOptions(page).allInnerTexts();
  await page.keyboard.press('Escape');
  return texts.map((text) => text.trim()).sort();
}

async function pick(page: Page, select: Locator, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await dropdownOptions(page).filter({ hasText: text }).first().click();
}

interface MemberAccounts {
  name: string;
  accountNos: string[];
}

/** Two members of the demo seller with accounts, each the only member of that name. */
async function twoMembersWithAccounts(request: APIRequestContext, token: string): Promise<MemberAccounts[]> {
  const accounts = await api<{ data: { memberId: number; accountNo: string }[] }>(
    request,
    token,
    '/api/member/account/page',
    { pageNo: 1, pageSize: 100 },
  );
  const byMember = new Map<number, string[]>();
  for (const account of accounts.data)
    byMember.set(account.memberId, [...(byMember.get(account.memberId) ?? []), account.accountNo]);
  const found: MemberAccounts[] = [];
  for (const [memberId, accountNos] of byMember) {
    const [member] = await api<{ label: string }[]>(request, token, '/api/member/member/options', { ids: [memberId] });
    const namesakes = await api<unknown[]>(request, token, '/api/member/member/options', { keyword: member.label });
    if (namesakes.length === 1) found.push({ name: member.label, accountNos: accountNos.sort() });
    if (found.length === 2) return found;
  }
  throw new Error('the demo seller has two members with accounts and names of their own');
}

test("a refund form offers the chosen member's accounts, and lets go of one when the member changes", async ({
  page,
  request,
}) => {
  await login(page, ADMIN);
  const [first, second] = await twoMembersWithAccounts(request, await tokenOf(page));
  await page.goto('/finance/refundManage/apply/new');
  const member = pageItem(page, '会员').locator('.ant-select');
  const account = pageItem(page, '退款账户').locator('.ant-select');

  // No member yet: no account can be saved, so none is offered.
  await account.click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  await pick(page, member, first.name);
  expect(await offered(page, account, first.accountNos.length)).toEqual(first.accountNos);
  const refundable = page.waitForResponse((r) => r.url().endsWith('/api/bill/refundApplication/refundable'));
  await pick(page, account, first.accountNos[0]);
  expect((await (await refundable).json()).code).toBe(0);
  await expect(pageItem(page, '可退金额').locator('input')).not.toHaveValue('');

  // Another member: the first one's account is let go, and its refundable amount with it.
  await pick(page, member, second.name);
  await expect(account.locator('.ant-select-selection-item')).toHaveCount(0);
  await expect(pageItem(page, '可退金额').locator('input')).toHaveValue('');
  expect(await offered(page, account, second.accountNos.length)).toEqual(second.accountNos);
});

test('an inspection is walked to its submitted result, each checklist item answered in the dialog', async ({
  page,
  request,
}) => {
  await login(page, ADMIN);
  const token = await tokenOf(page);
  const stamp = Date.now().toString(36);
  const saved = (path: string, body: object) => api<{ id: number; taskNo?: string }>(request, token, path, body);
  const mandatory = await saved('/api/operation/inspectionItem/save', {
    name: `枪线外观${stamp}`,
    category: 'APPEARANCE',
    standard: '无破损',
    required: true,
  });
  const optional = await saved('/api/operation/inspectionItem/save', {
    name: `地面清洁${stamp}`,
    category: 'ENVIRONMENT',
    standard: '无油污',
    required: false,
  });
  const stations = await api<{ data: { id: number }[] }>(request, token, '/api/config/station/page', { pageSize: 1 });
  const site = await saved('/api/operation/patrolStation/save', {
    name: `运维站${stamp}`,
    stationIds: [stations.data[0].id],
    managerName: '李四',
    mobile: '13800000001',
  });
  const task = await saved('/api/operation/inspectionTask/save', {
    patrolStationId: site.id,
    itemIds: [mandatory.id, optional.id],
    planDate: new Date().toISOString().slice(0, 10),
    cycle: 'WEEKLY',
  });
  const staff = await api<{ value: number }[]>(request, token, '/api/operation/inspectionUser/options', {
    offer: { enableStatus: 1 },
  });
  await api(request, token, '/api/operation/inspectionTask/assign', {
    ids: [task.id],
    input: { inspectorId: staff[0].value },
  });
  await api(request, token, '/api/operation/inspectionTask/start', { ids: [task.id] });

  await page.goto(`/operation/inspection/task?taskNo=${task.taskNo}`);
  await expect(tableRows(page)).toHaveCount(1);
  await tableRows(page).first().locator('[data-action=complete]').click();
  const dialog = page.locator('.ant-modal');
  await expect(dialog.locator('[data-action-form=complete]')).toBeVisible();
  // A row per checklist item, named, waiting for its result.
  const rows = dialog.locator('.ant-table-tbody > tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`枪线外观${stamp}`);
  await expect(rows.nth(1)).toContainText(`地面清洁${stamp}`);

  const answer = async (row: Locator, result: '是' | '否', note?: string) => {
    await row.locator('.ant-select').nth(1).click();
    await dropdownOptions(page)
      .filter({ hasText: new RegExp(`^${result}$`) })
      .click();
    if (note) await row.locator('textarea, input[type=text]').first().fill(note);
  };
  await answer(rows.nth(0), '否', '外皮破损');
  await answer(rows.nth(1), '是');
  await dialog.locator('textarea').last().fill('枪线待更换');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRows(page).first()).toContainText('待审核');

  await tableRows(page).first().locator('[data-action=get]').click();
  await expect(page.getByText('外皮破损', { exact: true })).toBeVisible();
  await expect(page.getByText('枪线待更换', { exact: true })).toBeVisible();
  // The step on the timeline names what was submitted, not "[object Object]".
  const step = page.locator('[data-transition=complete]');
  await expect(step).toContainText('巡检结果: 2 行');
  await expect(step).not.toContainText('object');
});
