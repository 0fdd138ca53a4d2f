import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { ADMIN, login } from '../support/login';

/**
 * The electricity card member page: a card found by its number shows who holds it, the balance
 * it spends, and the charges made with it (bills carrying its number), its account's recharges
 * and flow, each tab listing only that card's or its account's rows.
 */

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string);

async function api<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const answer = await request.post(path, { headers: { Authorization: token }, data });
  const body = (await answer.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

test('a card shows its holder, its balance and the charges made with it', async ({ page, request }) => {
  await login(page, ADMIN);
  const token = await tokenOf(page);
  // A card with a charge this month: the latest bill's card.
  const bills = await api<{ data: { billNo: string; cardNo: string }[] }>(request, token, '/api/bill/bill/page', {
    pageNo: 1,
    pageSize: 1,
  });
  const { billNo, cardNo } = bills.data[0];
  const cards = await api<{ data: { id: number; memberId: number; accountId: number }[] }>(
    request,
    token,
    '/api/member/card/page',
    { pageNo: 1, pageSize: 5, filters: { cardNo } },
  );
  const [card] = cards.data;
  const member = await api<{ name: string; mobile: string }>(request, token, '/api/member/member/get', {
    id: card.memberId,
  });

  await page.goto('/marketing/marketingManage/ElectricityCardMemberInfo');
  const info = page.getByTestId('card-member-info');
  await expect(info.locator('.ant-empty')).toBeVisible();
  await page.goto(`/marketing/marketingManage/ElectricityCardMemberInfo?id=${card.id}`);
  const holder = page.getByTestId('card-holder');
  await expect(holder).toContainText(member.name);
  await expect(holder).toContainText(member.mobile);
  await expect(holder).toContainText(/账户余额（元）\s*-?[\d,]+\.\d{2}/);
  await expect(info.locator('.ant-descriptions').last()).toContainText(cardNo);

  const listed = page.waitForResponse((r) => r.url().endsWith('/api/bill/bill/page'));
  await info.getByRole('tab', { name: '充电记录' }).click();
  const answer = (await (await listed).json()) as { data: { data: { cardNo: string }[] } };
  // Only the bills charged to this card are asked for and shown, the latest first.
  expect(answer.data.data.length).toBeGreaterThan(0);
  for (const bill of answer.data.data) expect(bill.cardNo).toBe(cardNo);
  await expect(info.locator('.ant-tabs-tabpane-active .ant-table-row').first()).toContainText(billNo);

  await info.getByRole('tab', { name: '充值记录' }).click();
  await expect(info.locator('.ant-tabs-tabpane-active .ant-table')).toBeVisible();
});
