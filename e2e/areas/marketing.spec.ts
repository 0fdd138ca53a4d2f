import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login } from '../support/login';
import { tableRows } from '../screens/screen-helpers';

/**
 * The marketing paths that show one kind of activity or promotion: each is the activity list
 * mounted at its own menu path and narrowed to its type (a menu item's fixedFilters), with the
 * type filter hidden, and a new row made there starts as that type.
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
