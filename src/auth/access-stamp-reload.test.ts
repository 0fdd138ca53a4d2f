// @vitest-environment jsdom
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteAccessStamp } from '../api/access-stamp';
import { clearSession, getSession, restoreFromStorage } from './session-store';
import { ACCESS_TOKEN, PERMISSIONS, setItem, USER_INFO } from './storage';

const api = vi.hoisted(() => ({ fetchUserInfo: vi.fn(), fetchPermissions: vi.fn(), fetchBranding: vi.fn() }));
vi.mock('../api/system-api', () => ({ ...api, logout: vi.fn() }));

const menu = (id: string, title: string) => ({
  id,
  pid: '0',
  url: `/${id}`,
  title,
  name: id,
  componentType: 'MENU',
  isShow: 1,
});
const USER = { id: 1, name: 'n', account: 'a', sellerId: 1, sellerNumber: '100001', accessStamp: 'stamp-A' };
const menuNames = () => getSession().routes?.menus.map((node) => node.name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  setItem(ACCESS_TOKEN, 'tok');
  setItem(USER_INFO, USER);
  setItem(PERMISSIONS, [menu('station', 'Stations')]);
  expect(restoreFromStorage()).toBe(true);
  api.fetchUserInfo.mockResolvedValue({ code: 0, msg: '', data: { ...USER, accessStamp: 'stamp-B' } });
  api.fetchPermissions.mockResolvedValue({
    code: 0,
    msg: '',
    data: [menu('station', 'Stations'), menu('workOrder', 'Work orders')],
  });
  api.fetchBranding.mockResolvedValue({ code: 0, msg: '', data: null });
});
afterEach(() => {
  clearSession();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('menus follow a changed access stamp without a new login', () => {
  it('reloads the menus once when an answer carries another stamp, and says why', async () => {
    const info = vi.spyOn(message, 'info').mockImplementation(() => undefined as never);
    expect(menuNames()).not.toContain('workOrder');

    noteAccessStamp({ 'x-access-stamp': 'stamp-B' });
    await settle();

    expect(api.fetchPermissions).toHaveBeenCalledTimes(1);
    expect(menuNames()).toContain('workOrder');
    expect(getSession().user?.accessStamp).toBe('stamp-B');
    expect(info).toHaveBeenCalledWith('您的权限已变更，菜单和按钮已更新');

    noteAccessStamp({ 'x-access-stamp': 'stamp-B' });
    await settle();
    expect(api.fetchPermissions).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the stamp matches, or for answers without one', async () => {
    noteAccessStamp({ 'x-access-stamp': 'stamp-A' });
    noteAccessStamp({});
    noteAccessStamp(undefined);
    await settle();
    expect(api.fetchUserInfo).not.toHaveBeenCalled();
  });

  it('does not chase a stamp that a reload does not settle', async () => {
    api.fetchUserInfo.mockResolvedValue({ code: 0, msg: '', data: USER });
    vi.spyOn(message, 'info').mockImplementation(() => undefined as never);
    noteAccessStamp({ 'x-access-stamp': 'stamp-C' });
    await settle();
    noteAccessStamp({ 'x-access-stamp': 'stamp-C' });
    await settle();
    expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);
  });
});
