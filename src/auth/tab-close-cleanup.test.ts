// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN, getItem, getToken, setItem } from './storage';
import { installTabCloseCleanup, restoreAfterReload } from './tab-close-cleanup';

describe('session storage across close and reload (SPEC section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  it('keeps the token 7 days and forgets it after', () => {
    setItem(ACCESS_TOKEN, 'tok', 604_800_000);
    expect(getToken()).toBe('tok');
    setItem('short', 'x', -1);
    expect(getItem('short')).toBeUndefined();
  });
  it('an unload within 5 ms of before-unload clears the storage, a slower one keeps it', () => {
    let now = 1000;
    const uninstall = installTabCloseCleanup(window, () => now);
    setItem(ACCESS_TOKEN, 'tok');
    localStorage.setItem('app__layout-settings', '{}');
    window.dispatchEvent(new Event('beforeunload'));
    now += 50;
    window.dispatchEvent(new Event('unload'));
    expect(getToken()).toBe('tok');
    window.dispatchEvent(new Event('beforeunload'));
    now += 3;
    window.dispatchEvent(new Event('unload'));
    expect(getToken()).toBeUndefined();
    expect(localStorage.getItem('app__layout-settings')).toBe('{}');
    uninstall();
  });
  it('a reload of the same tab gets the cleared entries back from sessionStorage', () => {
    let now = 0;
    const uninstall = installTabCloseCleanup(window, () => now);
    setItem(ACCESS_TOKEN, 'tok');
    window.dispatchEvent(new Event('beforeunload'));
    now += 1;
    window.dispatchEvent(new Event('unload'));
    expect(getToken()).toBeUndefined();
    restoreAfterReload(window);
    expect(getToken()).toBe('tok');
    uninstall();
  });
});
