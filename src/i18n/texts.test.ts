import type { LocalizedText } from '../meta/model/common';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, t, tr } from './i18n-store';
import { MESSAGES } from './messages';

describe('one lookup for shell messages and inline texts', () => {
  afterEach(() => setLocale('zh-CN'));

  it('fills a catalogue message’s placeholders in both languages', () => {
    const params = { greeting: 'Hi', name: 'Wang' };
    expect(t('home.welcome', params, 'zh-CN')).toBe('Hi，Wang');
    expect(t('home.welcome', params, 'en-US')).toBe('Hi, Wang');
  });

  it('fills an inline text’s placeholders the same way', () => {
    const resetFor = { 'zh-CN': '重置 {account} 的密码', 'en-US': 'Reset the password of {account}' };
    expect(tr(resetFor, { account: 'ops01' }, 'zh-CN')).toBe('重置 ops01 的密码');
    expect(tr(resetFor, { account: 'ops01' }, 'en-US')).toBe('Reset the password of ops01');
  });

  it('follows the current language when none is given', () => {
    setLocale('en-US');
    expect(t('login.submit')).toBe('Log in');
    expect(tr({ 'zh-CN': '共 {n} 条', 'en-US': '{n} rows' }, { n: 3 })).toBe('3 rows');
    setLocale('zh-CN');
    expect(t('login.submit')).toBe('登录');
  });

  it('leaves a placeholder without a value visible rather than blank', () => {
    expect(t('home.welcome', { greeting: 'Hello' }, 'en-US')).toBe('Hello, {name}');
  });

  it('passes plain strings through and shows nothing for a missing text', () => {
    expect(tr('服务端原文', undefined, 'en-US')).toBe('服务端原文');
    expect(tr(undefined)).toBe('');
  });

  it('refuses a text in one language when the app is type-checked', () => {
    // @ts-expect-error: a text without its English does not compile.
    const chineseOnly: LocalizedText = { 'zh-CN': '登录' };
    // Data that escaped the type check still shows, in the default language.
    expect(tr(chineseOnly, undefined, 'en-US')).toBe('登录');
  });

  it('holds every shell message in both languages, none left empty', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text['zh-CN'], key).not.toBe('');
      expect(text['en-US'], key).not.toBe('');
    }
  });
});
