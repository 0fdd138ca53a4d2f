import { expect, test } from '../support/fixtures';
import { greetingFor } from '../../src/meta/format/greeting';
import { login } from './shell-helpers';

const GREETINGS = ['早上好', '上午好', '中午好', '下午好', '晚上好'];

/** The hour now on a clock in the given time zone. */
const hourIn = (timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(new Date()));

for (const timeZone of ['Asia/Shanghai', 'America/New_York']) {
  test.describe(`the home page in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone });

    test('greets once, by the hour of the user’s own clock', async ({ page }) => {
      await login(page);
      const expected = greetingFor(hourIn(timeZone), 'zh-CN');
      await expect(page.getByTestId('greeting')).toContainText(`${expected}，`);
      const text = await page.getByTestId('home-page').innerText();
      expect(GREETINGS.filter((word) => text.includes(word))).toEqual([expected]);
    });
  });
}
