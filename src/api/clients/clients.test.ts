// @vitest-environment jsdom
import type { AxiosAdapter, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, clearNamespace, getToken, setItem } from '../../auth/storage';
import { setLocale } from '../../i18n/i18n-store';
import { setCatalogueHooks } from '../error-catalogue';
import { createClient } from './create-client';
import { getClient, GET_TIMEOUT_MS } from './get-client';
import { longClient, LONG_TIMEOUT_MS } from './long-client';
import { mainClient, MAIN_TIMEOUT_MS } from './main-client';
import { port88BaseUrl, PORT88_TIMEOUT_MS } from './port88-client';
import { signHeaders } from './signed-client';
import { uploadClient, UPLOAD_TIMEOUT_MS } from './upload-client';

interface Seen {
  config?: InternalAxiosRequestConfig;
}

/** An adapter that answers with a fixed status and body, remembering the request. */
function answer(client: AxiosInstance, status: number, data: unknown, seen: Seen = {}) {
  const adapter: AxiosAdapter = async (config) => {
    seen.config = config;
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`HTTP ${status}`), { config, response, isAxiosError: true });
      throw error;
    }
    return response;
  };
  client.defaults.adapter = adapter;
  return seen;
}

const hooks = { reload: vi.fn(), schedule: vi.fn(), notify: vi.fn() };

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  setCatalogueHooks(hooks);
});
afterEach(() => setCatalogueHooks(undefined));

describe('SPEC section 7 clients', () => {
  it('have the specified timeouts', () => {
    expect(mainClient.defaults.timeout).toBe(MAIN_TIMEOUT_MS);
    expect(MAIN_TIMEOUT_MS).toBe(60_000);
    expect(getClient.defaults.timeout).toBe(GET_TIMEOUT_MS);
    expect(GET_TIMEOUT_MS).toBe(15_000);
    expect(uploadClient.defaults.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(UPLOAD_TIMEOUT_MS).toBe(100_000);
    expect(longClient.defaults.timeout).toBe(LONG_TIMEOUT_MS);
    expect(LONG_TIMEOUT_MS).toBe(180_000);
    expect(PORT88_TIMEOUT_MS).toBe(15_000);
  });
  it('send the token in the Authorization header, the port-88 client in a token header', async () => {
    setItem(ACCESS_TOKEN, 'tok-1', 1000);
    const seen = answer(mainClient, 200, { code: 0, msg: '', data: null, success: true });
    await mainClient.post('/api/x', {});
    expect(seen.config?.headers.get('Authorization')).toBe('tok-1');
    const port88 = createClient({ timeoutMs: PORT88_TIMEOUT_MS, tokenHeader: 'token' });
    const seen88 = answer(port88, 200, {});
    await port88.get('/x');
    expect(seen88.config?.headers.get('token')).toBe('tok-1');
    expect(port88BaseUrl({ protocol: 'https:', hostname: 'ops.example' })).toBe('https://ops.example:88');
  });
  it("send the person's chosen language, not the browser's, so answers and exports speak it", async () => {
    const seen = answer(mainClient, 200, { code: 0, msg: '', data: null, success: true });
    setLocale('zh-CN');
    await mainClient.post('/api/x', {});
    expect(seen.config?.headers.get('Accept-Language')).toBe('zh-CN');
    setLocale('en-US');
    const long = answer(longClient, 200, {});
    await longClient.post('/api/x/export', {});
    expect(long.config?.headers.get('Accept-Language')).toBe('en-US');
    setLocale('zh-CN');
    // A change of language re-renders what is mounted (antd's message holder) on React's
    // scheduler: let that finish while the page still exists, not after the test environment left.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  it('sign partner calls with from, to, appId, timestamp and an MD5 sign', () => {
    const headers = signHeaders({ from: 'a', to: 'b', appId: 'app', secret: 's' }, 1700000000000);
    expect(headers).toMatchObject({ from: 'a', to: 'b', appId: 'app', timestamp: '1700000000000' });
    expect(headers.sign).toMatch(/^[0-9a-f]{32}$/);
    expect(signHeaders({ from: 'a', to: 'b', appId: 'app', secret: 'other' }, 1700000000000).sign).not.toBe(
      headers.sign,
    );
  });
});

describe('SPEC section 8 catalogue', () => {
  it('HTTP 403 notifies Forbidden with the server message and keeps the session', async () => {
    setItem(ACCESS_TOKEN, 'tok', 1000);
    answer(mainClient, 403, { code: 403, msg: 'missing station:add' });
    await expect(mainClient.post('/api/config/station/save', {})).rejects.toThrow();
    expect(hooks.notify).toHaveBeenCalledWith('禁止访问', 'missing station:add');
    expect(getToken()).toBe('tok');
  });
  it('HTTP 401 with a token logs out and reloads after 1.5 s', async () => {
    setItem(ACCESS_TOKEN, 'tok', 1000);
    answer(mainClient, 401, { code: 401, msg: 'no session' });
    await expect(mainClient.post('/api/x', {})).rejects.toThrow();
    expect(getToken()).toBeUndefined();
    expect(hooks.schedule).toHaveBeenCalledWith(expect.any(Function), 1500);
    hooks.schedule.mock.calls[0][0]();
    expect(hooks.reload).toHaveBeenCalledTimes(1);
  });
  it('HTTP 401 without a token only notifies; the login call is exempt', async () => {
    answer(mainClient, 401, { msg: 'x' });
    await expect(mainClient.post('/api/x', {})).rejects.toThrow();
    expect(hooks.notify).toHaveBeenCalledTimes(1);
    expect(hooks.schedule).not.toHaveBeenCalled();
    answer(mainClient, 401, { msg: 'x' });
    await expect(mainClient.post('/api/system/login', {})).rejects.toThrow();
    expect(hooks.notify).toHaveBeenCalledTimes(1);
  });
  it('body code 2 clears the session, warns once and reloads after 1 s', async () => {
    setItem(ACCESS_TOKEN, 'tok', 1000);
    answer(mainClient, 200, { code: 2, msg: 'expired', data: null, success: false });
    await mainClient.post('/api/a', {});
    await mainClient.post('/api/b', {});
    expect(getToken()).toBeUndefined();
    expect(hooks.schedule).toHaveBeenCalledTimes(1);
    expect(hooks.schedule).toHaveBeenCalledWith(expect.any(Function), 1000);
    // antd's message renders on its own schedule; a loaded machine can take more than a second.
    await vi.waitFor(() => expect(document.body.textContent).toContain('登录已过期，请重新登录'), { timeout: 10_000 });
  });
  it('after a session ends, the calls that follow fail without a second notice', async () => {
    setItem(ACCESS_TOKEN, 'tok', 1000);
    answer(mainClient, 200, { code: 2, msg: 'expired', data: null, success: false });
    await mainClient.post('/api/a', {});
    answer(mainClient, 401, { msg: 'no session' });
    await expect(mainClient.post('/api/b', {})).rejects.toThrow();
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.schedule).toHaveBeenCalledTimes(1);
  });
  it('parallel calls meeting a revoked token notify and reload once', async () => {
    setItem(ACCESS_TOKEN, 'tok', 1000);
    answer(mainClient, 401, { msg: 'no session' });
    const calls = ['/api/a', '/api/b', '/api/c'].map((url) => mainClient.post(url, {}));
    await Promise.allSettled(calls);
    expect(hooks.notify).toHaveBeenCalledTimes(1);
    expect(hooks.schedule).toHaveBeenCalledTimes(1);
  });
  it('other codes pass through untouched', async () => {
    setItem(ACCESS_TOKEN, 'tok', 1000);
    answer(mainClient, 200, { code: 10, msg: 'invalid', data: null, success: false });
    const response = await mainClient.post('/api/a', {});
    expect(response.data.code).toBe(10);
    expect(getToken()).toBe('tok');
    clearNamespace();
  });
});
