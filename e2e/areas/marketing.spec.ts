import { expect, test, type Locator, type Page } from '../support/fixtures';
import { ADMIN, login } from '../support/login';
import { tableRows } from '../screens/screen-helpers';

/**
 * Marketing in Chromium. The paths that show one kind of activity or promotion are each the
 * activity or promotion list mounted at its own menu path and narrowed to its type (a menu
 * item's fixedFilters), with the type filter hidden; a new row made there starts as that type.
 * A manual coupon activity made on its page issues its coupon to the two members chosen, and
 * the records show on the activity, one per member.
 */

/** A field of the page form whose label is exactly `title`. */
const pageItem = (page: Page, title: string) =>
  page
    .locator('.entity-form-page .ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label label', { hasText: new RegExp(`^${title}$`) }) });

test('the recharge activity path lists recharge activities only, and a new one starts as a recharge activity', async ({
  page,
}) => {
  await login(page, ADMIN);
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/member/activity/page'));
  await page.goto('/marketing/marketingManage/rechargeActivity');
  const answer = await listed;
  expect(answer.request().postDataJSON().filters).toMatchObject({ activityType: 1 });
  const rows = (await answer.json()).data;
  expect(rows.totalCount).toBeGreaterThan(0);
  for (const row of rows.data) expect(row.activityType).toBe(1);
  await expect(tableRows(page)).toHaveCount(Math.min(rows.totalCount, 10));
  // The type is the path's: no filter for it above the list.
  await expect(page.locator('.entity-filter-form label', { hasText: /^活动类型$/ })).toHaveCount(0);
  await expect(page.locator('.entity-filter-form label', { hasText: /^活动名称$/ })).toHaveCount(1);

  // The favourable-activities path is the same list unnarrowed: it shows other types too.
  const all = page.waitForResponse((r) => r.url().endsWith('/api/member/activity/page'));
  await page.goto('/marketing/marketingManage/favourableActivity');
  const everything = (await (await all).json()).data;
  expect(everything.totalCount).toBeGreaterThan(rows.totalCount);

  await page.goto('/marketing/marketingManage/rechargeActivity');
  await page.getByRole('button', { name: /^新\s?增$/ }).click();
  await expect(page).toHaveURL(/\/new\?activityType=1$/);
  await expect(pageItem(page, '活动类型').locator('.ant-select-selection-item')).toHaveText('单次充值');
});

/** Picks the option containing `text` in a reference select of the page form, typing it to search. */
async function pick(page: Page, select: Locator, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** Picks the first `count` options a multiple reference select offers; answers their labels. */
async function pickSome(page: Page, select: Locator, count: number): Promise<string[]> {
  await select.click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.nth(count - 1)).toBeVisible();
  const picked: string[] = [];
  for (let i = 0; i < count; i++) {
    picked.push((await options.nth(i).innerText()).trim());
    await options.nth(i).click();
  }
  await page.keyboard.press('Escape');
  return picked;
}

async function confirmRowAction(page: Page, row: Locator, action: string) {
  await row.locator(`[data-action=${action}]`).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('a manual coupon activity made on its page issues its coupon to the two members chosen', async ({ page }) => {
  await login(page, ADMIN);
  const name = `端到端手动发券${Date.now() % 100_000}`;
  await page.goto('/marketing/marketingManage/manualCoupon');
  await page.getByRole('button', { name: /^新\s?增$/ }).click();
  await expect(page).toHaveURL(/\/new\?activityType=6$/);
  await pageItem(page, '活动名称').locator('input').fill(name);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await pageItem(page, '开始时间')
    .locator('.ant-picker input')
    .fill(`${day(-1)} 00:00:00`);
  await page.keyboard.press('Enter');
  await pageItem(page, '结束时间')
    .locator('.ant-picker input')
    .fill(`${day(10)} 00:00:00`);
  await page.keyboard.press('Enter');
  await pick(page, pageItem(page, '奖励优惠券').locator('.ant-select'), '新人服务费立减5元');
  // A multiple select stays open after a pick: it closes before the next one opens.
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const members = await pickSome(page, pageItem(page, '指定会员').locator('.ant-select'), 2);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/member/activity/save'));
  await page.locator('.entity-form-page [data-action=submit]').click();
  expect((await (await saved).json()).code).toBe(0);

  await page.goto('/marketing/marketingManage/manualCoupon');
  await page.locator('.entity-filter-form').getByRole('textbox').first().fill(name);
  await page.keyboard.press('Enter');
  const row = tableRows(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const issued = page.waitForResponse((r) => r.url().endsWith('/api/member/activity/issue'));
  await confirmRowAction(page, row, 'issue');
  expect((await (await issued).json()).code).toBe(0);
  await expect(row).toContainText('已结束');

  // The activity's records: one coupon to each member chosen.
  await row.getByRole('link', { name }).click();
  await page.getByRole('tab', { name: '发券记录' }).click();
  const records = page.locator('.ant-tabs-tabpane-active .ant-table-tbody > tr.ant-table-row');
  await expect(records).toHaveCount(2);
  for (const member of members) await expect(records.filter({ hasText: member })).toHaveCount(1);
  await expect(records.filter({ hasText: '新人服务费立减5元' })).toHaveCount(2);
});

test('three of the common marketing paths open their lists with rows', async ({ page }) => {
  await login(page, ADMIN);
  for (const [path, api] of [
    ['/marketing/marketingManage/couponManage', '/api/member/coupon/page'],
    ['/marketing/marketingManage/fission', '/api/member/activity/page'],
    ['/marketing/marketingManage/vipPromotion', '/api/member/promotion/page'],
  ]) {
    const listed = page.waitForResponse((r) => r.url().endsWith(api));
    await page.goto(path);
    const answer = (await (await listed).json()).data;
    expect(answer.totalCount, path).toBeGreaterThan(0);
    await expect(tableRows(page)).toHaveCount(Math.min(answer.totalCount, 10));
  }
});

test('carousel items under review are passed, or refused with a reason', async ({ page }) => {
  await login(page, ADMIN);
  const underReview = async () => {
    await page.goto('/marketing/contentManage/carousel?audit=UNDER_REVIEW');
    await expect(tableRows(page).first()).toContainText('审核中');
    // The title is the row's link to its detail.
    return tableRows(page).first().locator('a').first().innerText();
  };
  const itemTitled = async (title: string) => {
    await page.goto(`/marketing/contentManage/carousel?title=${encodeURIComponent(title)}`);
    return tableRows(page).filter({ hasText: title }).first();
  };

  const passed = (await underReview()).trim();
  await confirmRowAction(page, tableRows(page).first(), 'approve');
  await expect((await itemTitled(passed)).getByRole('cell', { name: '通过', exact: true })).toHaveCount(1);

  const refused = (await underReview()).trim();
  expect(refused).not.toBe(passed);
  await tableRows(page).first().locator('[data-action=reject]').click();
  const dialog = page.locator('.ant-modal');
  await expect(dialog.locator('[data-action-form=reject]')).toBeVisible();
  await dialog.locator('textarea, input[type=text]').first().fill('图片含有未授权商标');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect((await itemTitled(refused)).getByRole('cell', { name: '不通过', exact: true })).toHaveCount(1);
});

test('an activity dated next week, once published, shows 未开始 and not 进行中', async ({ page }) => {
  await login(page, ADMIN);
  const name = `端到端下周活动${Date.now() % 100_000}`;
  await page.goto('/marketing/marketingManage/registerReward');
  await page.getByRole('button', { name: /^新\s?增$/ }).click();
  await expect(page).toHaveURL(/\/new\?activityType=4$/);
  await pageItem(page, '活动名称').locator('input').fill(name);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await pageItem(page, '开始时间')
    .locator('.ant-picker input')
    .fill(`${day(7)} 00:00:00`);
  await page.keyboard.press('Enter');
  await pageItem(page, '结束时间')
    .locator('.ant-picker input')
    .fill(`${day(14)} 00:00:00`);
  await page.keyboard.press('Enter');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/member/activity/save'));
  await page.locator('.entity-form-page [data-action=submit]').click();
  expect((await (await saved).json()).code).toBe(0);

  await page.goto('/marketing/marketingManage/registerReward');
  await page.locator('.entity-filter-form').getByRole('textbox').first().fill(name);
  await page.keyboard.press('Enter');
  const row = tableRows(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('未开始');
  const published = page.waitForResponse((r) => r.url().endsWith('/api/member/activity/publish'));
  const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/member/activity/page'));
  await confirmRowAction(page, row, 'publish');
  expect((await (await published).json()).code).toBe(0);
  // The list reloads after the action: the status shown is the one the dates give.
  const listed = (await (await reloaded).json()).data.data as { name: string; status: string }[];
  expect(listed.find((one) => one.name === name)?.status).toBe('not_started');
  await expect(row).toContainText('未开始');
  await expect(row).not.toContainText('进行中');
});
