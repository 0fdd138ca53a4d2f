// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyPostKey } from '../api/early-answers';
import { earlyBoot, type EarlyBootConfig, type EarlyRequest, type EarlyRoute } from './early-boot';

const CONFIG: EarlyBootConfig = {
  tokenKey: 'pro__Access-Token',
  backupKey: 'app__session-backup',
  layoutFiles: ['/assets/layout.js'],
  screenFiles: ['/assets/screens.js', '/assets/list.js'],
  routesFile: '/assets/early-routes-x.json',
  requests: ['/api/system/user/info', '/api/system/user/permissions'],
  storedAnswers: ['pro__User-Info', 'pro__Permissions'],
};

const ROUTES: Record<string, EarlyRoute> = {
  '/business/stationManage/station': {
    files: ['/assets/station.js', '/assets/station-type.js'],
    page: { url: '/api/config/station/page', body: '{"pageNo":1,"pageSize":10}' },
  },
};

/** The parts of a window the script uses, with a recording fetch that serves the route file. */
function fakeWindow(pathname: string) {
  const fetch = vi.fn(
    async (url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(url === CONFIG.routesFile ? ROUTES : { code: 0, data: { id: 1 } }), { status: 200 }),
  );
  const win = {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: { pathname, search: '' },
    document,
    fetch,
  } as unknown as Window & { __earlyRequests?: Record<string, EarlyRequest> };
  return { win, fetch };
}

/** Lets the route file's answer arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
const storeToken = (value: string, expire: number | null = Date.now() + 60_000) =>
  window.localStorage.setItem(CONFIG.tokenKey, JSON.stringify({ value, expire }));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

describe('earlyBoot', () => {
  it('does nothing without a session token', () => {
    const { win, fetch } = fakeWindow('/business/stationManage/station');
    earlyBoot(CONFIG, win);
    expect(preloaded()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(win.__earlyRequests).toBeUndefined();
  });

  it('on a screen path, preloads the layout and screen code and asks for the user data with the token', async () => {
    storeToken('tok-1');
    const { win, fetch } = fakeWindow('/business/stationManage/station');
    earlyBoot(CONFIG, win);
    expect(preloaded()).toEqual(['/assets/layout.js']);
    await settle();
    expect(preloaded()).toEqual([
      '/assets/layout.js',
      '/assets/screens.js',
      '/assets/list.js',
      '/assets/station.js',
      '/assets/station-type.js',
    ]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      ...CONFIG.requests,
      CONFIG.routesFile,
      '/api/config/station/page',
    ]);
    expect(fetch.mock.calls[0][1]).toEqual({ headers: { Authorization: 'tok-1' } });
    const info = win.__earlyRequests?.['/api/system/user/info'];
    expect(info?.token).toBe('tok-1');
    expect(await info?.answer).toEqual({ status: 200, body: { code: 0, data: { id: 1 } } });
  });

  it("asks for a list's first page when the address has no query, filed as the app looks it up", async () => {
    storeToken('tok-1');
    const plain = fakeWindow('/business/stationManage/station');
    earlyBoot(CONFIG, plain.win);
    await settle();
    const key = earlyPostKey('/api/config/station/page', '{"pageNo":1,"pageSize":10}');
    expect(plain.win.__earlyRequests?.[key]?.token).toBe('tok-1');
    expect(plain.fetch).toHaveBeenLastCalledWith('/api/config/station/page', {
      method: 'POST',
      headers: { Authorization: 'tok-1', 'Content-Type': 'application/json' },
      body: '{"pageNo":1,"pageSize":10}',
    });

    // With a query (filters, another page), the list's request is another one: nothing ahead.
    const filtered = fakeWindow('/business/stationManage/station');
    (filtered.win.location as { search?: string }).search = '?name=a';
    earlyBoot(CONFIG, filtered.win);
    await settle();
    expect(filtered.fetch.mock.calls.map(([url]) => url)).toEqual([...CONFIG.requests, CONFIG.routesFile]);
  });

  it("on a page below an entity's url (a detail), preloads its code but asks for no list", async () => {
    storeToken('tok-1');
    const { win, fetch } = fakeWindow('/business/stationManage/station/detail/3');
    earlyBoot(CONFIG, win);
    await settle();
    expect(preloaded()).toHaveLength(5);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([...CONFIG.requests, CONFIG.routesFile]);
  });

  it('on a page that is no entity screen, preloads the layout only', async () => {
    storeToken('tok-1');
    for (const path of ['/', '/home', '/account/center', '/404', '/UserAnalysis', '/user/login']) {
      document.head.innerHTML = '';
      earlyBoot(CONFIG, fakeWindow(path).win);
      await settle();
      expect(preloaded()).toEqual(['/assets/layout.js']);
    }
  });

  it('finds the token a reload set aside, and ignores an expired one', () => {
    window.sessionStorage.setItem(
      CONFIG.backupKey,
      JSON.stringify({ [CONFIG.tokenKey]: JSON.stringify({ value: 'tok-2', expire: null }) }),
    );
    const reloaded = fakeWindow('/home');
    earlyBoot(CONFIG, reloaded.win);
    expect(reloaded.fetch.mock.calls[0][1]).toEqual({ headers: { Authorization: 'tok-2' } });

    window.sessionStorage.clear();
    storeToken('old', Date.now() - 1);
    const expired = fakeWindow('/home');
    earlyBoot(CONFIG, expired.win);
    expect(expired.fetch).not.toHaveBeenCalled();
  });

  it('asks no user data when it is still stored from before the refresh', async () => {
    storeToken('tok-1');
    window.localStorage.setItem('pro__User-Info', '{}');
    window.localStorage.setItem('pro__Permissions', '{}');
    const { win, fetch } = fakeWindow('/business/stationManage/station');
    earlyBoot(CONFIG, win);
    await settle();
    expect(preloaded()).toHaveLength(5);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([CONFIG.routesFile, '/api/config/station/page']);
  });

  it('answers a failed request with nothing, for the app to ask again', async () => {
    storeToken('tok-1');
    const { win, fetch } = fakeWindow('/home');
    fetch.mockImplementation(async () => {
      throw new TypeError('network down');
    });
    earlyBoot(CONFIG, win);
    expect(await win.__earlyRequests?.['/api/system/user/info'].answer).toBeUndefined();
  });

  it('survives unreadable storage', () => {
    window.localStorage.setItem(CONFIG.tokenKey, '{not json');
    const { win, fetch } = fakeWindow('/home');
    expect(() => earlyBoot(CONFIG, win)).not.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });
});
