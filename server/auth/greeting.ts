/** SPEC section 9: greeting by hour — before 9, up to 11, up to 13, before 20, otherwise evening. */
export function greeting(hour: number): { 'zh-CN': string; 'en-US': string } {
  if (hour < 9) return { 'zh-CN': '早上好', 'en-US': 'Good morning' };
  if (hour <= 11) return { 'zh-CN': '上午好', 'en-US': 'Good morning' };
  if (hour <= 13) return { 'zh-CN': '中午好', 'en-US': 'Good afternoon' };
  if (hour < 20) return { 'zh-CN': '下午好', 'en-US': 'Good afternoon' };
  return { 'zh-CN': '晚上好', 'en-US': 'Good evening' };
}

/** The operators work on China time, whatever the server's zone. */
export const chinaHour = (now = new Date()) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Shanghai' }).format(now),
  );
