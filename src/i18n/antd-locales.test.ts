import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ANTD_LOCALES } from './antd-locales';
import { setLocale } from './i18n-store';

describe('antd and dayjs texts follow the app language', () => {
  afterEach(() => setLocale('zh-CN'));

  it('gives antd a locale object with its texts, not a module wrapper', () => {
    expect(ANTD_LOCALES['zh-CN'].locale).toBe('zh-cn');
    expect(ANTD_LOCALES['zh-CN'].DatePicker?.lang.placeholder).toBe('请选择日期');
    expect(ANTD_LOCALES['zh-CN'].Pagination?.items_per_page).toBe('条/页');
    expect(ANTD_LOCALES['en-US'].DatePicker?.lang.placeholder).toBe('Select date');
  });

  it('switches dayjs with the language, before anything renders', () => {
    setLocale('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-11-23').format('dddd')).toBe('星期一');
    setLocale('en-US');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2026-11-23').format('dddd')).toBe('Monday');
  });
});
