import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN, login, STATION_URL } from './screen-helpers';

const GUN_URL = '/business/stationManage/gun';

/** The aggregate answer of one entity whose filters hold the given field, as the detail asked it. */
const aggregateOf = (page: Page, path: string, field: string) =>
  page.waitForResponse(
    (r: Response) =>
      r.url().endsWith(`${path}/aggregate`) && field in (JSON.parse(r.request().postData() ?? '{}').filters ?? {}),
  );

/** The rows of a related list card, by its title. */
const card = (page: Page, title: string) =>
  page.locator('.entity-detail > .ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

/** Today's figures shown as the bill aggregate answered them: energy, revenue in yuan, sessions. */
async function expectTodayFigures(page: Page, answer: { summary: Record<string, number> }) {
  const today = page.locator('[data-summary="today"]');
  await expect(today).toContainText('今日电量');
  const value = (measure: string) => Number(answer.summary[measure] ?? 0);
  await expect(today.locator('[data-figure="sum:kwh"]')).toContainText(value('sum:kwh').toFixed(2));
  await expect(today.locator('[data-figure="sum:totalAmount"]')).toContainText(
    (value('sum:totalAmount') / 100).toFixed(2),
  );
  await expect(today.locator('[data-figure="count"]')).toContainText(String(value('count')));
}

/** A related list shows the rows its page answer holds (at most a page). */
async function expectRelatedRows(page: Page, title: string, pageAnswer: Promise<Response>) {
  const listed = (await (await pageAnswer).json()).data;
  const rows = card(page, title).locator('.ant-table-tbody > tr.ant-table-row');
  await expect(card(page, title)).toBeVisible();
  await expect(rows).toHaveCount(Math.min(listed.totalCount, 10));
  return listed;
}

test.describe('station and gun details open with what an operator watches', () => {
  test("a station's detail shows today's figures, its gun states and its recent commands", async ({ page }) => {
    await login(page, ADMIN);
    await page.goto(`${STATION_URL}?sort=id.ascend`);
    const first = page.locator('.entity-list .ant-table-tbody > tr.ant-table-row').first();
    await expect(first).toBeVisible();
    const bills = aggregateOf(page, '/api/bill/bill', 'stationId');
    const guns = aggregateOf(page, '/api/config/gun', 'pileId.stationId');
    const commands = page.waitForResponse((r) => r.url().endsWith('/api/config/pileCommand/page'));
    await first.locator('a').first().click();
    await expect(page).toHaveURL(/\/station\/detail\/\d+$/);
    const stationId = Number(/detail\/(\d+)/.exec(page.url())![1]);

    const billAnswer = await bills;
    expect(Number(JSON.parse(billAnswer.request().postData()!).filters.stationId)).toBe(stationId);
    await expectTodayFigures(page, (await billAnswer.json()).data);

    const gunAnswer = (await (await guns).json()).data as { rows: { status: number; count: number }[] };
    expect(gunAnswer.rows.length).toBeGreaterThan(0);
    const states = page.locator('[data-summary="guns"]');
    await expect(states).toContainText('充电枪状态');
    for (const status of [1, 3, 5, 6]) {
      const count = gunAnswer.rows.find((row) => Number(row.status) === status)?.count ?? 0;
      await expect(states.locator(`[data-count="${status}"]`)).toContainText(String(count));
    }
    await expect(states.locator('[data-count="3"]')).toContainText('充电中');

    const listed = await expectRelatedRows(page, '最近指令', commands);
    for (const row of listed.data) expect(Number(row.stationId)).toBe(stationId);
    await expect(card(page, '当前充电')).toBeVisible();
    await expect(card(page, '最近告警')).toBeVisible();
  });

  test("a gun's detail shows its figures of today, its status and its recent commands", async ({ page }) => {
    await login(page, ADMIN);
    await page.goto(`${GUN_URL}?sort=id.ascend`);
    const first = page.locator('.entity-list .ant-table-tbody > tr.ant-table-row').first();
    await expect(first).toBeVisible();
    const bills = aggregateOf(page, '/api/bill/bill', 'gunId');
    const commands = page.waitForResponse((r) => r.url().endsWith('/api/config/pileCommand/page'));
    await first.locator('a').first().click();
    await expect(page).toHaveURL(/\/gun\/detail\/\d+$/);
    const gunId = Number(/detail\/(\d+)/.exec(page.url())![1]);

    const billAnswer = await bills;
    expect(Number(JSON.parse(billAnswer.request().postData()!).filters.gunId)).toBe(gunId);
    await expectTodayFigures(page, (await billAnswer.json()).data);
    // Its own state is among its fields.
    await expect(page.locator('.entity-detail .ant-descriptions', { hasText: '枪状态' })).toBeVisible();

    const commandPage = await commands;
    expect(Number(JSON.parse(commandPage.request().postData()!).filters.gunId)).toBe(gunId);
    await expectRelatedRows(page, '最近指令', Promise.resolve(commandPage));
    await expect(card(page, '当前充电')).toBeVisible();
  });
});
