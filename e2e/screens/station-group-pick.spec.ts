import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, login, STATION_URL, tableRows } from './screen-helpers';

const GROUP_URL = '/business/stationManage/stationGroup';

/** A field of the page form whose label is exactly `title`. */
const pageItem = (page: Page, title: string) =>
  page
    .locator('.entity-form-page .ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label label', { hasText: new RegExp(`^${title}$`) }) });

test.describe.configure({ mode: 'serial' });

/** The stations the first test put in its group, for the next ones. */
let picked: { id: number; name: string }[] = [];

test.describe('station groups: picking stations from a searched, paged list', () => {
  test('creates a group on its own page, picking two stations found by search and by scrolling', async ({ page }) => {
    await login(page, ADMIN);
    // More stations than one page of options (20), so that the oldest shows only on scrolling.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value);
    for (let i = 10; i < 20; i++) {
      const created = await page.request.post('/api/config/station/save', {
        headers: { authorization: token },
        data: {
          name: `选择测试站${i}`,
          code: `E2EPICK${i}`,
          province: '北京',
          city: '北京',
          address: '测试路1号',
          longitude: 116.4,
          latitude: 39.9,
          contactName: '张三',
          contactMobile: '13800138000',
        },
      });
      expect((await created.json()).code).toBe(0);
    }
    const listed = page.waitForResponse((r) => r.url().endsWith('/api/config/station/page'));
    await page.goto(`${STATION_URL}?sort=id.ascend&pageSize=50`);
    const byId: { id: number; name: string }[] = (await (await listed).json()).data.data;
    const oldest = byId[0].name;
    const searched = byId[5].name;
    picked = [byId[5], byId[0]];

    await page.goto(GROUP_URL);
    await page.getByRole('button', { name: '新 增' }).click();
    await expect(page).toHaveURL(`${GROUP_URL}/new`);
    await pageItem(page, '分组名称').locator('input').fill('端到端分组');
    await pageItem(page, '分组编码').locator('input').fill('E2EG1');

    const picker = pageItem(page, '包含场站').locator('.ant-select');
    // The picker asked for one page of 20, not for every station.
    const firstPage = page.waitForResponse((r) => r.url().endsWith('/api/config/station/options'));
    await page.reload();
    expect((await (await firstPage).json()).data).toHaveLength(20);
    await pageItem(page, '分组名称').locator('input').fill('端到端分组');
    await pageItem(page, '分组编码').locator('input').fill('E2EG1');
    await picker.click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    const search = page.waitForRequest(
      (r) => r.url().endsWith('/api/config/station/options') && (r.postDataJSON()?.keyword ?? '') === searched,
    );
    await picker.locator('input').fill(searched);
    await search;
    const cleared = page.waitForResponse(
      (r) => r.url().endsWith('/api/config/station/options') && !r.request().postDataJSON()?.keyword,
    );
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: searched }).first().click();
    // Choosing clears the keyword, and the list shows every station again.
    await cleared;
    // The oldest station is beyond the first page (newest first): scrolling to the end loads the next.
    const more = page.waitForRequest(
      (r) => r.url().endsWith('/api/config/station/options') && r.postDataJSON()?.pageNo === 2,
    );
    const dropdown = page.locator('.ant-select-dropdown:visible .rc-virtual-list-holder');
    await dropdown.hover();
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 2000);
    await more;
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 2000);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: oldest }).first().click();
    await expect(picker.locator('.ant-select-selection-item')).toHaveText([searched, oldest]);

    await page.locator('.entity-form-page [data-action=submit]').click();
    await expect(page).toHaveURL(GROUP_URL);
    const row = tableRows(page).filter({ hasText: '端到端分组' });
    await expect(row.locator('.reference-tags .ant-tag')).toHaveText([searched, oldest]);
  });

  test('reopens the group on its edit page with its stations, and filters groups by a station', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto(GROUP_URL);
    const row = tableRows(page).filter({ hasText: '端到端分组' });
    await expect(row).toHaveCount(1);
    await row.locator('[data-action=edit]').click();
    await expect(page).toHaveURL(new RegExp(`${GROUP_URL}/edit/\\d+$`));
    await expect(pageItem(page, '分组名称').locator('input')).toHaveValue('端到端分组');
    await expect(pageItem(page, '包含场站').locator('.ant-select-selection-item')).toHaveText(
      picked.map((s) => s.name),
    );

    await page.goto(`${GROUP_URL}?stationIds=${picked[0].id}`);
    await expect(tableRows(page).filter({ hasText: '端到端分组' })).toHaveCount(1);
    const rows = tableRows(page);
    for (let i = 0; i < (await rows.count()); i++)
      await expect(rows.nth(i).locator('.reference-tags')).toContainText(picked[0].name);
  });
});
