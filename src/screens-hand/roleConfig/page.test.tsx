// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n-store';
import { installDomPolyfills } from '../../screens/testing/dom-polyfills';
import type { OwnDataScope, RoleRow } from '../system-admin/system-admin-api';
import RoleConfigPage from './page';

// The server's answers this page reads: what the caller sees himself, and a stored role.
const answers = vi.hoisted(() => ({
  own: { allStations: true, stationIds: [] } as OwnDataScope,
  role: undefined as RoleRow | undefined,
}));

vi.mock('../system-admin/system-admin-api', async (original) => {
  const actual = await original<typeof import('../system-admin/system-admin-api')>();
  return {
    ...actual,
    permissionsApi: { ...actual.permissionsApi, grantable: async () => [] },
    rolesApi: { ...actual.rolesApi, get: async () => answers.role, permissions: async () => [] },
    usersApi: { ...actual.usersApi, ownDataScope: async () => answers.own },
  };
});

beforeAll(installDomPolyfills);
beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

const openAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <RoleConfigPage />
    </MemoryRouter>,
  );

/** The label the data scope select shows once the page has read what it needs. */
const shownScope = async (label: string) =>
  waitFor(() =>
    expect(screen.getByTestId('data-scope-select').querySelector('.ant-select-selection-item')?.textContent).toBe(
      label,
    ),
  );

describe('the data scope a role page starts with', () => {
  it('is all stations for a new role when the caller sees every station', async () => {
    answers.own = { allStations: true, stationIds: [] };
    openAt('/system/systemSet/RoleConfig');
    await shownScope('全部场站');
  });

  it('is bound stations only for a new role when the caller sees only some stations', async () => {
    answers.own = { allStations: false, stationIds: [3, 5] };
    openAt('/system/systemSet/RoleConfig');
    await shownScope('仅绑定场站');
  });

  it("is the stored role's own when a role is edited, whatever the caller sees", async () => {
    answers.own = { allStations: false, stationIds: [3] };
    answers.role = {
      id: 9,
      name: '区域经理',
      description: null,
      dataScope: 'organization',
      isAdmin: false,
      createdAt: '',
    };
    openAt('/system/systemSet/RoleConfig?id=9');
    await shownScope('本组织场站');
  });

  it("is the stored role's own when the role list's edit opens it", async () => {
    answers.own = { allStations: true, stationIds: [] };
    answers.role = { id: 9, name: '值班', description: null, dataScope: 'bound', isAdmin: false, createdAt: '' };
    openAt('/system/systemSet/role/edit/9');
    await shownScope('仅绑定场站');
  });
});
