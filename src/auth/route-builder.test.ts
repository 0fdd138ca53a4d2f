import { describe, expect, it } from 'vitest';
import type { PermissionRow } from '../api/system-api';
import { catalogRedirect, isPermittedPath, menuTrail, titleForPath } from './route-access';
import { buildRoutes } from './route-builder';
import { resolvePage } from './resolve-page';
import { BIG_SCREEN_PAGE } from './special-routes';

const row = (
  id: string,
  pid: string | null,
  url: string,
  componentType: PermissionRow['componentType'],
  extra: Partial<PermissionRow> = {},
): PermissionRow => ({
  id,
  pid,
  url,
  title: { 'zh-CN': `${id}中`, 'en-US': id },
  name: id,
  componentType,
  isShow: 1,
  sort: 0,
  ...extra,
});

const rows: PermissionRow[] = [
  row('business', null, '/business', 'CATALOG', { sort: 2 }),
  row('stationManage', 'business', '/business/stationManage', 'CATALOG'),
  row('station', 'stationManage', '/business/stationManage/station', 'MENU', { sort: 1 }),
  row('pile', 'stationManage', '/business/stationManage/pile', 'MENU', { sort: 2 }),
  row('hiddenPage', 'stationManage', '/business/stationManage/hidden', 'MENU', { isShow: 0 }),
  row('add', 'station', '', 'BUTTON'),
  row('export', 'station', '', 'BUTTON'),
  row('home', null, '/home', 'MENU', { sort: 5 }),
  row('bigScreen', 'business', '/activityPage/expoScreen_company/index.html', 'MENU', { sort: 9 }),
  row('reconciliation', 'business', '/reconciliation', 'CATALOG', { sort: 10 }),
  ...[1, 2, 3, 4, 5].map((n) => row(`rc${n}`, 'reconciliation', `/reconciliation/r${n}`, 'MENU', { sort: n })),
  row('marketing', null, '/marketing', 'CATALOG', { sort: 3 }),
  row('coupons', 'marketing', '/marketing/couponManage/couponList', 'MENU'),
];

describe('buildRoutes', () => {
  const built = buildRoutes(rows);
  it('turns BUTTON rows into pid:name action keys', () => {
    expect(built.actions).toEqual(['station:add', 'station:export']);
  });
  it('puts home in front and remembers the first route name', () => {
    expect(built.menus.map((node) => node.name)).toEqual(['home', 'business', 'marketing']);
    expect(built.homePath).toBe('/home');
    expect(built.firstRouteName).toBe('home');
  });
  it('puts a noHome entry in front when the user has no home', () => {
    const noHome = buildRoutes(rows.filter((r) => r.id !== 'home'));
    expect(noHome.homePath).toBe('/noHome');
    expect(noHome.menus[0].path).toBe('/noHome');
    expect(isPermittedPath(noHome, '/noHome')).toBe(true);
  });
  it('leaves hidden entries out of the menu but permits and titles the pages the user holds', () => {
    const manage = built.menus[1].children[0];
    expect(manage.children.map((node) => node.name)).toEqual(['station', 'pile']);
    expect(isPermittedPath(built, '/business/stationManage/hidden')).toBe(true);
    expect(titleForPath(built, '/business/stationManage/hidden')?.['en-US']).toBe('hiddenPage');
    const without = buildRoutes(rows.filter((r) => r.id !== 'hiddenPage'));
    expect(isPermittedPath(without, '/business/stationManage/hidden')).toBe(false);
  });
  it('lists the hidden pages of a catalog that has no other, rather than opening the catalog itself', () => {
    const reviews = buildRoutes([
      ...rows,
      row('chargingEvaluation', 'business', '/business/chargingEvaluation', 'CATALOG', { sort: 4 }),
      row('comment', 'chargingEvaluation', '/business/chargingEvaluation/chargingEvaluation', 'MENU', {
        isShow: 0,
        sort: 1,
      }),
      row('evaluateTag', 'chargingEvaluation', '/business/chargingEvaluation/evaluateTag', 'MENU', {
        isShow: 0,
        sort: 2,
      }),
    ]);
    const catalog = reviews.menus[1].children.find((node) => node.name === 'chargingEvaluation')!;
    expect(catalog.children.map((node) => node.path)).toEqual([
      '/business/chargingEvaluation/chargingEvaluation',
      '/business/chargingEvaluation/evaluateTag',
    ]);
    expect(isPermittedPath(reviews, '/business/chargingEvaluation')).toBe(false);
    expect(catalogRedirect(reviews, '/business/chargingEvaluation')).toBe(
      '/business/chargingEvaluation/chargingEvaluation',
    );
  });

  it('titles the shell pages from the screen registry', () => {
    expect(titleForPath(built, '/account/center')?.['en-US']).toBe('Account center');
    expect(titleForPath(built, '/404')?.['zh-CN']).toBe('页面不存在');
  });
  it('permits pages and their sub-paths, never a catalog prefix', () => {
    expect(isPermittedPath(built, '/business/stationManage/station')).toBe(true);
    expect(isPermittedPath(built, '/business/stationManage/station/detail/3')).toBe(true);
    expect(isPermittedPath(built, '/business/stationManage/other')).toBe(false);
    // SPEC section 2's extra pages are guarded by their own (hidden) menu rows, like any page.
    expect(isPermittedPath(built, '/business/stationManage/StationMonitorDetail')).toBe(false);
    expect(isPermittedPath(built, '/UserAnalysis')).toBe(false);
  });
  it('opens big screens in a new window and the reconciliation site without its first four children', () => {
    const business = built.menus[1];
    expect(business.children.find((n) => n.name === 'bigScreen')?.href).toBe(BIG_SCREEN_PAGE);
    const reconciliation = business.children.find((n) => n.name === 'reconciliation')!;
    expect(reconciliation.external).toBe('reconciliation');
    expect(reconciliation.children.map((n) => n.name)).toEqual(['rc5']);
    expect(isPermittedPath(built, '/reconciliation')).toBe(false);
  });
  it('opens the reconciliation item as a page of the app too when it is a MENU', () => {
    const page = buildRoutes([
      row('business', null, '/business', 'CATALOG'),
      row('reconciliation', 'business', '/reconciliation', 'MENU'),
    ]);
    expect(page.menus[1].children[0].external).toBe('reconciliation');
    expect(isPermittedPath(page, '/reconciliation')).toBe(true);
  });
  it('redirects top-level catalogs to home and nested ones to their first page', () => {
    expect(catalogRedirect(built, '/business')).toBe('/home');
    expect(catalogRedirect(built, '/business/stationManage')).toBe('/business/stationManage/station');
    expect(catalogRedirect(built, '/business/stationManage/station')).toBeUndefined();
  });
  it('finds the menu trail and titles of a detail path', () => {
    expect(menuTrail(built.menus, '/business/stationManage/station/detail/1').map((n) => n.name)).toEqual([
      'business',
      'stationManage',
      'station',
    ]);
    expect(titleForPath(built, '/business/stationManage/station/detail/1')?.['en-US']).toBe('station');
  });
});

describe('resolvePage', () => {
  const built = buildRoutes(rows);
  const Screen = () => null;
  const lookup = (path: string) =>
    path.startsWith('/business/stationManage/station')
      ? { component: Screen, menuUrl: '/business/stationManage/station' }
      : path.startsWith('/secret')
        ? { component: Screen, menuUrl: '/secret' }
        : undefined;
  it('renders a permitted screen, its detail pages too', () => {
    expect(resolvePage(built, '/business/stationManage/station', lookup).kind).toBe('screen');
    expect(resolvePage(built, '/business/stationManage/station/detail/9', lookup).kind).toBe('screen');
  });
  it('refuses a screen whose guarding url the user lacks, typed by hand', () => {
    expect(resolvePage(built, '/secret/page', lookup).kind).toBe('forbidden');
    expect(resolvePage(built, '/nowhere', lookup).kind).toBe('forbidden');
  });
  it('shows 404 for a permitted path without a screen', () => {
    expect(resolvePage(built, '/business/stationManage/pile', lookup).kind).toBe('notFound');
  });
});
