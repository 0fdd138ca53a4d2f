import { md5 } from 'js-md5';
import { expect, test, type APIRequestContext } from '../support/fixtures';
import { login } from '../support/login';

/**
 * A command to a pile nobody is connected to is refused at once, with the reason, and the gun
 * stays as it was: no "done" and no prohibited gun while the command log says the pile is
 * offline. The pile is a disabled one, which the central system refuses at the handshake, so
 * no charger of the demo network can be holding it whatever the spec before left connected.
 */

interface Gun {
  id: number;
  code: string;
  pileId: number;
  availability: number;
}

async function apiOf(request: APIRequestContext) {
  const login = await request.post('/api/system/login', {
    data: {
      sellerNumber: '100001',
      credentials: { account: 'admin', password: md5('Admin@123456') },
      smsCaptchaPass: true,
    },
  });
  const token = (await login.json()).data.token as string;
  return async <T>(path: string, data: unknown): Promise<T> =>
    (await (await request.post(path, { data, headers: { authorization: token } })).json()).data as T;
}

test('prohibiting a gun of an offline pile is refused with the reason and the gun stays allowed', async ({
  page,
  request,
}) => {
  const post = await apiOf(request);
  const piles = await post<{ data: { id: number }[] }>('/api/config/pile/page', {
    pageNo: 1,
    pageSize: 500,
    filters: { enableStatus: 0 },
  });
  const guns = await post<{ data: Gun[] }>('/api/config/gun/page', {
    pageNo: 1,
    pageSize: 500,
    filters: { availability: 1 },
  });
  const offline = new Set(piles.data.map((pile) => pile.id));
  const gun = guns.data.find((row) => offline.has(row.pileId));
  expect(gun, 'a gun allowed to charge on a disabled pile of the demo network').toBeDefined();
  const commandsOfPile = async () =>
    (
      await post<{ total: number }>('/api/config/pileCommand/page', {
        pageNo: 1,
        pageSize: 1,
        filters: { pileId: gun!.pileId },
      })
    ).total;
  const commandsBefore = await commandsOfPile();

  await login(page);
  await page.goto(`/business/stationManage/gun?code=${encodeURIComponent(gun!.code)}`);
  const row = page.locator('.ant-table-row', { hasText: gun!.code }).first();
  await expect(row.locator('.ant-tag', { hasText: '允许充电' })).toBeVisible();
  await row.locator('[data-action=prohibit]').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();

  await expect(page.locator('.ant-message')).toContainText('离线，指令未下发');
  await expect(page.locator('.ant-message')).not.toContainText('操作成功');
  await expect(row.locator('.ant-tag', { hasText: '允许充电' })).toBeVisible();

  await page.reload();
  const reloaded = page.locator('.ant-table-row', { hasText: gun!.code }).first();
  await expect(reloaded.locator('.ant-tag', { hasText: '允许充电' })).toBeVisible();
  await expect(reloaded.locator('.ant-tag', { hasText: '禁止充电' })).toHaveCount(0);
  expect((await post<Gun>('/api/config/gun/get', { id: gun!.id })).availability).toBe(1);
  // Refused before anything was recorded: no command waits in the log to be closed as offline.
  expect(await commandsOfPile()).toBe(commandsBefore);
});
