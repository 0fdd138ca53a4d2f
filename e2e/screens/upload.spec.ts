import { expect, test } from '../support/fixtures';
import { ADMIN, formItem, login, STATION_URL, tableRows } from './screen-helpers';

/** The smallest valid PNG: 1x1, transparent. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('an image uploaded to a station is saved, shown again on reopening, and saved again unchanged', async ({
  page,
}) => {
  await login(page, ADMIN);
  await page.goto(STATION_URL);
  const row = tableRows(page).first();
  await expect(row).toBeVisible();
  const name = (await row.locator('td').first().innerText()).trim();

  await row.locator('[data-action=edit]').click();
  const images = formItem(page, '场站图片');
  await expect(images).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/config/station/upload'));
  await images.locator('input[type=file]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  expect((await (await uploaded).json()).code).toBe(0);
  const thumbnail = images.locator('img[src^="/files/"]');
  await expect(thumbnail).toHaveCount(1);
  const url = await thumbnail.getAttribute('src');

  await page.locator('[data-action=submit]').click();
  await expect(page.locator('.ant-drawer')).toBeHidden();

  // Reopen: the saved image is shown in the form, and served back.
  await page.goto(`${STATION_URL}?name=${encodeURIComponent(name)}`);
  await tableRows(page).first().locator('[data-action=edit]').click();
  await expect(formItem(page, '场站图片').locator(`img[src="${url}"]`)).toBeVisible();
  const served = await page.request.get(url!);
  expect(served.headers()['content-type']).toBe('image/png');

  // Saving the untouched form again is accepted (it used to be refused with 请上传图片).
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/config/station/update'));
  await page.locator('[data-action=submit]').click();
  expect((await (await saved).json()).code).toBe(0);
  await expect(page.locator('.ant-drawer')).toBeHidden();
});
