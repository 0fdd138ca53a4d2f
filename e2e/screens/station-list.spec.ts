import { expect, test } from '../support/fixtures';
import { ADMIN, filterInput, login, STATION_URL, tableRows } from './screen-helpers';

test.describe('the station list, as an operator uses it', () => {
  test('opens from the menu, filters, sorts and pages with the state in the URL', async ({ page }) => {
    await login(page, ADMIN);
    await page.getByTestId('header-menu').getByText('业务管理').click();
    await page.getByTestId('side-menu').getByText('场站管理').click();
    await page.getByTestId('side-menu').getByText('场站', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${STATION_URL}$`));
    await expect(tableRows(page)).toHaveCount(10);
    await expect(page.locator('.ant-pagination-total-text')).toContainText('共');

    // Page 2 of 10, then 100 a page: back to page 1 with every row.
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/pageNo=2/);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '100' }).click();
    await expect(page).toHaveURL(/pageSize=100/);
    await expect(page).not.toHaveURL(/pageNo=/);
    const total = Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/\D/g, ''));
    await expect(tableRows(page)).toHaveCount(total);

    // Sort by name both ways: the URL carries it, and descending is ascending reversed.
    const header = page.locator('.entity-list').getByRole('columnheader', { name: '场站名称' });
    const names = () => tableRows(page).locator('td:nth-child(2)').allInnerTexts();
    await header.click();
    await expect(page).toHaveURL(/sort=name\.ascend/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await names();
    await header.click();
    await expect(page).toHaveURL(/sort=name\.descend/);
    await expect(tableRows(page).first()).toHaveText(new RegExp(ascending.at(-1)!));
    expect(await names()).toEqual([...ascending].reverse());

    // Filter by a name taken from the table: every row shown matches, and a reload keeps it.
    const first = (await tableRows(page).first().locator('td:nth-child(2)').innerText()).trim();
    const part = first.slice(0, Math.min(4, first.length));
    await filterInput(page, '场站名称').fill(part);
    await page.getByRole('button', { name: '查 询' }).click();
    await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(part)}`));
    const shown = () => tableRows(page).locator('td:nth-child(2)').allInnerTexts();
    const matching = async () => {
      const texts = await shown();
      return texts.length > 0 && texts.every((text) => text.includes(part));
    };
    await expect.poll(matching).toBe(true);
    await page.reload();
    await expect(filterInput(page, '场站名称')).toHaveValue(part);
    await expect(tableRows(page).first()).toContainText(part);

    await page.getByRole('button', { name: '重 置' }).click();
    await expect(page).not.toHaveURL(/name=/);
  });

  test('after a reload, shows with the user data asked for once, ahead of the app, and antd styles from the static sheet', async ({
    page,
  }) => {
    await login(page, ADMIN);
    await page.goto(STATION_URL);
    await expect(tableRows(page)).toHaveCount(10);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // A refresh restores the user data from storage and asks for none of it...
    await page.reload();
    await expect(tableRows(page)).toHaveCount(10);
    expect(asked).not.toContain('/api/system/user/info');
    // The first page is asked for once too, by the start-up script, and the list takes that answer.
    expect(asked.filter((path) => path === '/api/config/station/page')).toHaveLength(1);
    asked.length = 0;
    // ...a load with the token alone (say, another tab's session) asks once, ahead of the app.
    await page.evaluate(() => ['pro__User-Info', 'pro__Permissions'].forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await expect(tableRows(page)).toHaveCount(10);
    // The inline start-up script asked for the user data; the app took its answers, not asking again.
    expect(asked.filter((path) => path === '/api/system/user/info')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/system/user/permissions')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/config/station/page')).toHaveLength(1);
    const styles = await page.evaluate(() => ({
      sheet: [...document.querySelectorAll('link[rel=stylesheet]')].some((link) =>
        /\/assets\/antd-[\w-]+\.css$/.test((link as HTMLLinkElement).href),
      ),
      generatedTableStyles: [...document.querySelectorAll('style')].filter((style) =>
        style.textContent?.includes('.ant-table-wrapper'),
      ).length,
      headerCellBackground: getComputedStyle(document.querySelector('.ant-table-thead th')!).backgroundColor,
    }));
    expect(styles).toEqual({ sheet: true, generatedTableStyles: 0, headerCellBackground: 'rgb(250, 250, 250)' });
  });
});
