// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, loadUserData } from '../auth/session-store';
import { getItem, SELLER_FOOTER, setItem, ACCESS_TOKEN } from '../auth/storage';
import { AppFooter } from './app-footer';

const api = vi.hoisted(() => ({ fetchUserInfo: vi.fn(), fetchPermissions: vi.fn(), fetchBranding: vi.fn() }));
vi.mock('../api/system-api', () => ({ ...api, logout: vi.fn() }));

const USER = { id: 1, name: 'n', account: 'a', sellerId: 2, sellerNumber: '100001', accessStamp: 's' };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  setItem(ACCESS_TOKEN, 'tok');
  api.fetchUserInfo.mockResolvedValue({ code: 0, msg: '', data: USER });
  api.fetchPermissions.mockResolvedValue({ code: 0, msg: '', data: [] });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.clearAllMocks();
});

describe('the footer after login', () => {
  it("shows the signed-in seller's footer text once its branding is known, and keeps it for a reload", async () => {
    api.fetchBranding.mockResolvedValue({ code: 0, msg: '', data: { footerText: '© 2026 华东充电运营' } });
    render(<AppFooter />);
    expect(screen.getByTestId('app-footer').textContent).toMatch(/^Copyright © \d{4} 充电运营管理平台$/);
    await act(() => loadUserData());
    await settle();
    expect(api.fetchBranding).toHaveBeenCalledWith('100001');
    expect(screen.getByTestId('app-footer').textContent).toBe('© 2026 华东充电运营');
    expect(getItem(SELLER_FOOTER)).toEqual({ footerText: '© 2026 华东充电运营' });
  });

  it('keeps the platform line for a seller without a footer text, and after the session ends', async () => {
    api.fetchBranding.mockResolvedValue({ code: 0, msg: '', data: { footerText: '  ' } });
    render(<AppFooter />);
    await act(() => loadUserData());
    await settle();
    expect(screen.getByTestId('app-footer').textContent).toMatch(/充电运营管理平台$/);

    api.fetchBranding.mockResolvedValue({ code: 0, msg: '', data: { footerText: '某运营商' } });
    await act(() => loadUserData());
    await settle();
    expect(screen.getByTestId('app-footer').textContent).toBe('某运营商');
    act(() => clearSession());
    expect(screen.getByTestId('app-footer').textContent).toMatch(/充电运营管理平台$/);
    expect(getItem(SELLER_FOOTER)).toBeUndefined();
  });
});
