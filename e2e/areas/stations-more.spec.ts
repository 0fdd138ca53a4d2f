import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { ADMIN, login } from '../support/login';

/**
 * The station management extras and charging reviews as the seller administrator sees them:
 * group details, report groups, temporary stations, the billing issue history, reviews (also
 * under the member menu's comments) and review tags each open on the seeded rows; a review is
 * answered from its row and the answer shows in the list.
 */

/** The list rows of the open tab at `path` (tabs opened before stay in the page, hidden). */
const tableRows = (page: Page, path: string) =>
  page.locator(`[data-tab-page="${path}"] .entity-list .ant-table-tbody > tr.ant-table-row`);

const SCREENS: [string, string][] = [
  ['/business/stationManage/groupInfo', '/api/config/stationGroup/page'],
  ['/business/stationManage/reportGroup', '/api/config/reportGroup/page'],
  ['/business/stationManage/StationListPage', '/api/config/temporaryStation/page'],
  ['/business/stationManage/billModelHistory', '/api/config/billingIssueRecord/page'],
  ['/business/chargingEvaluation/chargingEvaluation', '/api/config/comment/page'],
  ['/business/chargingEvaluation/evaluateTag', '/api/config/evaluateTag/page'],
  ['/member/memberManage/comment', '/api/config/comment/page'],
];

test('each station extra and review screen opens on its seeded rows', async ({ page }) => {
  await login(page, ADMIN);
  for (const [path, api] of SCREENS) {
    const listed = page.waitForResponse((r) => r.url().endsWith(api));
    await page.goto(path);
    const rows = (await (await listed).json()).data as { totalCount: number };
    expect(rows.totalCount, path).toBeGreaterThan(0);
    await expect(tableRows(page, path).first(), path).toBeVisible();
    await expect(page.getByTestId('exception-403')).toHaveCount(0);
    await expect(page.getByTestId('exception-404')).toHaveCount(0);
  }
});

test('the issue history shows who issued which model to which pile, with its status', async ({ page }) => {
  await login(page, ADMIN);
  const path = '/business/stationManage/billModelHistory';
  await page.goto(path);
  const header = page.locator(`[data-tab-page="${path}"] .entity-list .ant-table-thead`);
  for (const title of ['计费模型', '充电桩', '下发状态', '操作人', '操作时间'])
    await expect(header).toContainText(title);
  const first = tableRows(page, path).first();
  await expect(first).toContainText(/已下发|下发失败|下发中|已撤销/);
});

interface IssueRow {
  id: number;
  templateId: number;
  pileId: number;
  result: number;
}

async function issueRows(request: APIRequestContext, token: string, filters: object): Promise<IssueRow[]> {
  const answer = await request.post('/api/config/billingIssueRecord/page', {
    headers: { Authorization: token },
    data: { pageNo: 1, pageSize: 50, filters },
  });
  return ((await answer.json()) as { data: { data: IssueRow[] } }).data.data;
}

test('a failed issue row is sent to its pile again after asking, and the row follows the new try', async ({
  page,
  request,
}) => {
  await login(page, ADMIN);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string,
  );
  // A failed row that is still its pile's latest for the template (an older one is not sent again).
  let failed: IssueRow | undefined;
  for (const row of await issueRows(request, token, { result: 3 })) {
    const ofPile = await issueRows(request, token, { templateId: row.templateId, pileId: row.pileId });
    if (Math.max(...ofPile.map((other) => other.id)) === row.id) {
      failed = row;
      break;
    }
  }
  expect(failed, 'a seeded failed issue row').toBeDefined();
  const path = '/business/stationManage/billModelHistory';
  await page.goto(`${path}?templateId=${failed!.templateId}&pileId=${failed!.pileId}`);
  // The rows shown (the tab of an address with a query is keyed by that address).
  const rows = page.locator('.entity-list .ant-table-tbody > tr.ant-table-row').filter({ visible: true });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('下发失败');
  const triedAt = await rows.first().locator('td').first().textContent();
  await rows.first().locator('[data-action=reissue]').click();
  await page
    .locator('.ant-popconfirm, .ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('操作成功');
  // The row follows the new try: sent again now (the pile, offline here, may answer it at once).
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('td').first()).not.toHaveText(triedAt ?? '');
  await expect(rows.first()).toContainText(/下发中|已下发|下发失败/);
});

test('a review is answered from its row and the reply shows in the list', async ({ page }) => {
  await login(page, ADMIN);
  const path = '/business/chargingEvaluation/chargingEvaluation';
  await page.goto(path);
  const reply = `感谢您的评价，已安排运维检查 ${Date.now().toString(36)}`;
  await tableRows(page, path).first().locator('[data-action=reply]').click();
  const dialog = page.locator('.ant-modal');
  await expect(dialog.locator('[data-action-form=reply]')).toBeVisible();
  await dialog.locator('textarea').first().fill(reply);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRows(page, path).first()).toContainText(reply);
});

/** The action form's input whose label is exactly `title`, in the open dialog. */
const dialogInput = (page: Page, title: string) =>
  page
    .locator('.ant-modal .ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label label', { hasText: new RegExp(`^${title}$`) }) })
    .locator('input')
    .first();

test('a temporary station converts to a formal station that lists its piles', async ({ page, request }) => {
  await login(page, ADMIN);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string,
  );
  const headers = { Authorization: token };
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const name = `临时转正${suffix}`;
  const pileCodes = [`TMPE${suffix}1`, `TMPE${suffix}2`];
  const types = await request.post('/api/config/pileType/page', { headers, data: { pageNo: 1, pageSize: 1 } });
  const pileTypeId = ((await types.json()) as { data: { data: { id: number }[] } }).data.data[0].id;
  const saved = await request.post('/api/config/temporaryStation/save', {
    headers,
    data: {
      name,
      address: '会展中心北广场',
      longitude: 121.3,
      latitude: 31.19,
      validFrom: '2026-01-01 08:00:00',
      validTo: '2099-01-01 08:00:00',
      piles: pileCodes.map((code) => ({ code, pileTypeId, ratedPower: 120, gunCount: 2 })),
    },
  });
  expect(((await saved.json()) as { code: number }).code).toBe(0);

  const path = '/business/stationManage/StationListPage';
  await page.goto(`${path}?name=${encodeURIComponent(name)}`);
  const rows = page.locator('.entity-list .ant-table-tbody > tr.ant-table-row').filter({ visible: true });
  await expect(rows).toHaveCount(1);
  await rows.first().locator('[data-action=convert]').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const dialog = page.locator('.ant-modal');
  await expect(dialog.locator('[data-action-form=convert]')).toBeVisible();
  const stationCode = `ZS${suffix}`;
  const form: [string, string][] = [
    ['场站编码', stationCode],
    ['省份', '上海'],
    ['城市', '上海'],
    ['联系人', '王经理'],
    ['联系电话', '13800138000'],
  ];
  for (const [title, value] of form) await dialogInput(page, title).fill(value);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  // The site is marked converted, names its station and offers no second conversion.
  await expect(rows.first()).toContainText('已转正式场站');
  const stationCodeShown = rows.first().getByText(stationCode, { exact: true });
  await expect(stationCodeShown).toBeVisible();
  await expect(rows.first().locator('[data-action=convert]')).toHaveCount(0);

  await page.goto(`/business/stationManage/station?code=${stationCode}`);
  const stations = page.locator('.entity-list .ant-table-tbody > tr.ant-table-row').filter({ visible: true });
  await expect(stations).toHaveCount(1);
  await expect(stations.first()).toContainText(name);
  await stations.first().locator('a').first().click();
  await expect(page).toHaveURL(/\/station\/detail\/\d+$/);
  await page.getByRole('tab', { name: '充电桩' }).click();
  const piles = page.locator('.entity-detail-tabs .ant-tabs-tabpane-active .ant-table-tbody > tr.ant-table-row');
  await expect(piles).toHaveCount(2);
  for (const code of pileCodes) await expect(piles.filter({ hasText: code })).toHaveCount(1);
});
