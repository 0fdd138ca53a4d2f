// @vitest-environment jsdom
import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, restoreFromStorage } from './session-store';
import { ACCESS_TOKEN, getItem, PERMISSIONS, setItem, USER_INFO } from './storage';

const USER = { id: 1, name: 'n', account: 'a', sellerId: 1, sellerNumber: '100001' };
const MENU = {
  id: 'station',
  pid: '0',
  url: '/station',
  title: 'Stations',
  name: 'station',
  componentType: 'MENU',
  isShow: 1,
};

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('restoring the session from storage after a refresh', () => {
  it('rebuilds the routes from the stored user and permission list without a request', () => {
    setItem(ACCESS_TOKEN, 'tok');
    setItem(USER_INFO, USER);
    setItem(PERMISSIONS, [MENU]);
    expect(restoreFromStorage()).toBe(true);
    expect(getSession().user).toEqual(USER);
    expect(getSession().routes).toBeDefined();
  });

  it('reports an unreadable cache once and drops it, so the user data is loaded afresh', () => {
    const error = vi.spyOn(message, 'error').mockImplementation(() => undefined as never);
    setItem(ACCESS_TOKEN, 'tok');
    setItem(USER_INFO, USER);
    setItem(PERMISSIONS, { not: 'a list' });
    expect(restoreFromStorage()).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('从缓存加载权限失败');
    expect(getItem(PERMISSIONS)).toBeUndefined();
    expect(getItem(USER_INFO)).toBeUndefined();
    expect(getItem(ACCESS_TOKEN)).toBe('tok');
    // Start-up and the session gate both try: the second finds nothing and says nothing.
    expect(restoreFromStorage()).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
