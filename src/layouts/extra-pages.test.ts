import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionRow } from '../api/system-api';
import { buildRoutes } from '../auth/route-builder';
import { getScreenForPath } from '../screens';
import { screenRegistry } from '../screens-hand';
import { routeTargetOf, trimSlash } from '../screens/route-map';
import { createTestApp, DEMO, type TestApp } from '../../server/test-support/test-app';
import { decidePage } from './page-decision';

/** SPEC section 2: pages that exist for every seller whether or not a menu entry shows them. */
const EXTRA_PAGES = [
  '/safe/monitorManage/PileMonitorDetail',
  '/business/stationManage/StationMonitorDetail',
  '/business/stationManage/reportGroup',
  '/system/systemSet/UserDetails',
  '/marketing/marketingManage/ElectricityCardMemberInfo',
  '/business/stationManage/StationListPage',
  '/business/stationManage/groupInfo',
  '/business/stationManage/billModelHistory',
  '/business/chargingEvaluation/chargingEvaluation',
  '/business/chargingEvaluation/evaluateTag',
  '/system/systemSet/RoleConfig',
  '/business/accountingManagement/reconciliationContract1/detail',
  '/system/shareConfiguration/shareConfigurationEdit',
  '/report/energyAnalysisReport/LossAnalysis',
  '/UserAnalysis',
  '/userPortrait',
  '/userPortraitInfo/',
];

/** Extra pages whose screen is an entity's list (a hidden menu entry of the entity), not a hand-written one. */
const ENTITY_EXTRA_PAGES = new Set([
  '/business/stationManage/reportGroup',
  '/business/stationManage/StationListPage',
  '/business/stationManage/groupInfo',
  '/business/stationManage/billModelHistory',
  '/business/chargingEvaluation/chargingEvaluation',
  '/business/chargingEvaluation/evaluateTag',
]);

const ENTITY_EXTRA_PAGE_IDS = ['reportGroup', 'stationListPage', 'billModelHistory', 'comment', 'evaluateTag'];

/** The pile types list, mounted a second time by a menu item (`screen: "entity:pileType"`). */
const MULTIPATH_LIST = '/business/pileManage/pileType';

/** What the shell shows at a path for a user holding `rows` (the permissions endpoint's answer). */
function shown(rows: PermissionRow[], pathname: string) {
  const path = trimSlash(pathname);
  return decidePage(buildRoutes(rows), path, routeTargetOf(path), getScreenForPath);
}

describe('the always-present extra pages and a mounted entity, through the real permissions', () => {
  let t: TestApp;
  let admin: PermissionRow[];
  let viewer: PermissionRow[];
  const extraIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const permissions = async (user: { sellerNumber: string; account: string; password: string }) => {
      const token = await t.login(user.sellerNumber, user.account, user.password);
      return (await t.call('/api/system/user/permissions', { token })).body.data as PermissionRow[];
    };
    admin = await permissions(DEMO.admin1);
    for (const path of EXTRA_PAGES) {
      const row = admin.find((r) => r.componentType === 'MENU' && r.url === trimSlash(path));
      if (row) extraIds.push(row.id);
    }
    // The seller's read-only role loses the extra pages and the mounted list: its users lack them.
    // The contract detail page sits below the contract list, which would open it: that goes too.
    await t.db.query(
      `delete from role_permissions where (permission_id = any($1) or permission_id like 'reconciliationContract%'
              or split_part(permission_id, ':', 1) = any($3))
         and role_id in (select r.id from roles r join sellers s on s.id = r.seller_id
                         where r.code = 'viewer' and s.seller_number = $2)`,
      // An entity's list is also reached through its own buttons (pageId:query): those go too.
      [[...extraIds, 'pileManagePileType'], DEMO.viewer1.sellerNumber, ENTITY_EXTRA_PAGE_IDS],
    );
    viewer = await permissions(DEMO.viewer1);
  });
  afterAll(() => t?.close());

  it('registers a hidden MENU row for each, which the seller administrator holds', () => {
    expect(extraIds).toHaveLength(EXTRA_PAGES.length);
    for (const id of extraIds) expect(admin.find((r) => r.id === id)?.isShow).toBe(0);
  });

  it.each(EXTRA_PAGES)('%s shows its registered screen to a permitted user, 403 to one without', (path) => {
    if (ENTITY_EXTRA_PAGES.has(path)) {
      const list = getScreenForPath(path);
      expect(list?.menuUrl).toBe(path);
      expect(shown(admin, path)).toEqual({ kind: 'screen', component: list!.component });
      expect(shown(viewer, path).kind).toBe('forbidden');
      return;
    }
    const target = routeTargetOf(path);
    expect(target?.kind).toBe('hand');
    const screen = target?.kind === 'hand' ? target.screen : undefined;
    expect(screenRegistry.get(screen!.id)).toBe(screen);
    const decision = shown(admin, path);
    expect(decision).toEqual({ kind: 'screen', component: screen!.component });
    expect(shown(viewer, path).kind).toBe('forbidden');
  });

  it('opens a sub-path of a mounted screen (a member portrait) with the same screen', () => {
    expect(shown(admin, '/userPortraitInfo/42')).toEqual({
      kind: 'screen',
      component: screenRegistry.require('userPortraitInfo').component,
    });
  });

  it('shows the pile types list at its own url and at the url a menu item mounts it at', () => {
    const own = getScreenForPath('/business/stationManage/pileType');
    const mounted = getScreenForPath(MULTIPATH_LIST);
    expect(own?.menuUrl).toBe('/business/stationManage/pileType');
    expect(mounted?.menuUrl).toBe(MULTIPATH_LIST);
    expect(shown(admin, MULTIPATH_LIST)).toEqual({ kind: 'screen', component: mounted!.component });
    expect(shown(admin, `${MULTIPATH_LIST}/detail/3`).kind).toBe('screen');
    expect(shown(viewer, MULTIPATH_LIST).kind).toBe('forbidden');
    // The mount is a menu entry of its own: losing it leaves the original list in place.
    expect(shown(viewer, '/business/stationManage/pileType').kind).toBe('screen');
  });

  it('shows the account flow (an always-present page) as the accountFlow entity list', () => {
    const path = '/finance/paymentCenter/AccountFlow';
    const screen = getScreenForPath(path);
    expect(screen?.menuUrl).toBe(path);
    expect(shown(admin, path)).toEqual({ kind: 'screen', component: screen!.component });
  });

  it('still answers 404 for a permitted path no screen serves, and 403 for an unknown one', () => {
    const rows: PermissionRow[] = [
      ...admin,
      { id: 'bare', pid: null, url: '/bare/page', title: 'bare', name: 'bare', componentType: 'MENU', isShow: 1 },
    ];
    expect(shown(rows, '/bare/page').kind).toBe('notFound');
    expect(shown(admin, '/no/such/page').kind).toBe('forbidden');
  });
});
