import { expect, type Page, test } from '../support/fixtures';
import { barCentre, chartDrawn } from '../support/chart-pixels';
import { login } from '../support/login';
import { token } from '../shell/shell-helpers';

/**
 * User data analysis: each tab of /UserAnalysis (also opened by the user analysis menu's
 * entries), the user portrait, a member's portrait and the loss analysis draw their charts in
 * the browser with the seller administrator's data, and their figures are the server's.
 */

async function expectDrawn(page: Page, ids: string[]) {
  for (const id of ids) {
    const chart = page.getByTestId(id);
    await expect(chart, id).toHaveAttribute('data-chart-state', 'ready', { timeout: 20_000 });
    await expect.poll(() => chartDrawn(chart), { message: id, timeout: 20_000 }).toBe(true);
  }
}

async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = await page.request.post(path, { headers: { Authorization: (await token(page))! }, data });
  const body = (await answer.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

const ALL_TIME = ['2000-01-01', '2099-12-31'];

test.describe('user data analysis', () => {
  test('the menu entries open their tab of one screen, each with drawn charts', async ({ page }) => {
    await login(page);
    const tabs: [string, string, string[]][] = [
      [
        '/userDataAnalysis/channel',
        'channel',
        ['chart-members-by-source', 'chart-channel-conversion', 'chart-registrations'],
      ],
      [
        '/userDataAnalysis/region',
        'region',
        ['chart-members-by-province', 'chart-members-by-city', 'chart-kwh-by-city'],
      ],
      [
        '/userDataAnalysis/activity',
        'activity',
        ['chart-active-members', 'chart-charge-frequency', 'chart-hour-heatmap'],
      ],
      ['/userDataAnalysis/retention', 'retention', ['chart-retention']],
      ['/UserAnalysis?tab=description', 'description', ['chart-memberType', 'chart-memberLevel', 'chart-vehicleType']],
    ];
    for (const [url, tab, charts] of tabs) {
      await page.goto(url);
      await expect(page.getByTestId('user-analysis')).toHaveAttribute('data-tab', tab);
      await expectDrawn(page, charts);
    }
    // The cohort table lists the first-charge weeks, each with its members.
    await page.goto('/userDataAnalysis/retention');
    await expect(page.getByTestId('cohort-table').locator('.ant-table-row').first()).toBeVisible();
    // A tab click from a menu entry goes to that tab's own entry.
    await page.getByTestId('user-analysis-tab-region').click();
    await expect(page).toHaveURL(/\/userDataAnalysis\/region$/);
    await expectDrawn(page, ['chart-kwh-by-city']);
  });

  test('the charging time heat map switches to quarter hours of the last 7 days and draws them', async ({ page }) => {
    await login(page);
    await page.goto('/userDataAnalysis/activity');
    await expectDrawn(page, ['chart-hour-heatmap']);
    const asked = page.waitForResponse(
      (r) => r.url().endsWith('/aggregate') && (r.request().postData() ?? '').includes('quarterHourOfDay'),
    );
    await page.getByTestId('heatmap-granularity').getByText('分钟', { exact: false }).click();
    const answer = (await (await asked).json()) as { data: { rows: Record<string, unknown>[] } };
    // Columns are quarter hours of the day ("08:15"), of charges the seeded week holds.
    expect(answer.data.rows.length).toBeGreaterThan(0);
    for (const row of answer.data.rows)
      expect(String(row['startTime:quarterHourOfDay'])).toMatch(/^\d\d:(00|15|30|45)$/);
    await expectDrawn(page, ['chart-hour-heatmap']);
  });

  test("the retention tab's churn is the server's", async ({ page }) => {
    await login(page);
    await page.goto('/UserAnalysis?tab=retention');
    await expect(page.getByTestId('churn-rate')).not.toHaveAttribute('data-value', '');
    const shown = Number(await page.getByTestId('churn-rate').getAttribute('data-value'));
    const today = new Date();
    const from = new Date(today.getTime() - 89 * 86_400_000);
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const answer = await api<{ churn: { members: number; churned: number } }>(page, '/api/insight/memberRetention', {
      period: 'week',
      filters: { startTime: [day(from), day(today)] },
    });
    expect(answer.churn.members).toBeGreaterThan(0);
    expect(shown).toBeCloseTo((answer.churn.churned * 100) / answer.churn.members, 1);
  });
});

test.describe('user portrait', () => {
  test('draws tags, the tag cloud and segments; a tag opens its members', async ({ page }) => {
    await login(page);
    await page.goto('/userPortrait');
    await expectDrawn(page, ['chart-tag-cloud', 'chart-tag-members', 'chart-tag-category', 'chart-segment-level']);
    // A tag's bar opens the member tag list filtered to that tag: the members carrying it.
    const bars = page.getByTestId('chart-tag-members');
    await expect.poll(() => barCentre(bars, 'top bar'), { timeout: 15_000 }).not.toBeNull();
    const centre = (await barCentre(bars, 'top bar'))!;
    await page.mouse.click(centre.x, centre.y);
    await expect(page).toHaveURL(/\/taglib\/labelManage\/memberTag\?tagIds=\d+$/);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await page.goto('/userDataAnalysis/portrait');
    await expectDrawn(page, ['chart-tag-cloud']);
  });

  test("a member's portrait shows their tags, habits, spend and vehicles", async ({ page }) => {
    await login(page);
    await page.goto('/userPortraitInfo');
    await expect(page.getByTestId('portrait-member-picker')).toBeVisible();
    await page.getByTestId('portrait-member-picker').locator('.ant-select').click();
    await page.locator('.ant-select-item-option').first().click();
    await expect(page).toHaveURL(/\/userPortraitInfo\/\d+$/);

    const top = await api<{ rows: { memberId: number; count: number }[] }>(page, '/api/bill/bill/aggregate', {
      filters: { startTime: ALL_TIME },
      dimensions: ['memberId'],
      measures: ['count'],
      order: { by: 'count', desc: true },
      limit: 1,
    });
    const { memberId, count } = top.rows[0];
    await page.goto(`/userPortraitInfo/${memberId}`);
    await expect(page.getByTestId('portrait-member')).toBeVisible();
    await expect(page.getByTestId('portrait-bills')).toHaveAttribute('data-value', String(count));
    await expectDrawn(page, ['chart-portrait-hours', 'chart-portrait-stations', 'chart-portrait-spend']);
    await expect(page.getByTestId('portrait-tags')).not.toHaveText('…');
  });
});

test.describe('loss analysis', () => {
  test('meter against billed energy: totals, trend, ranking and the station table', async ({ page }) => {
    await login(page);
    await page.goto('/report/energyAnalysisReport/LossAnalysis');
    await expectDrawn(page, ['chart-loss-trend', 'chart-loss-ranking']);
    const rows = page.getByTestId('loss-stations').locator('.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const meter = Number(await page.getByTestId('loss-meter').getAttribute('data-value'));
    const loss = Number(await page.getByTestId('loss-loss').getAttribute('data-value'));
    expect(meter).toBeGreaterThan(0);
    expect(loss).toBeGreaterThan(0);
    expect(Number(await page.getByTestId('loss-rate').getAttribute('data-value'))).toBeCloseTo((loss * 100) / meter, 1);
    const download = page.waitForEvent('download');
    await page.getByTestId('export-loss').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
