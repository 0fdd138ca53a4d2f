import { describe, expect, it } from 'vitest';
import { fixtureBundle } from '../engine/fixtures/fixture-bundle';
import { createScreenRegistry } from '../screens-hand/screen-registry';
import { defineScreen } from '../screens-hand/define-screen';
import { detailIdOf, detailPath } from './detail-path';
import { mountedAt } from './entity-screens';
import { defineEntityRoute, getScreenForPath, registerEntityRoutes } from './index';
import { createRouteMap } from './route-map';

const station = fixtureBundle.entities.get('station')!;
const STATION = station.menu.url;
const ALIAS = '/system/platform/sellerStations';
const NARROWED = '/business/stationManage/enabledStations';
const screen = (id: string, paths?: string[]) =>
  defineScreen({ id, title: { 'zh-CN': id, 'en-US': id }, component: () => null, paths });
const registry = createScreenRegistry({
  './monitor/screen.ts': screen('monitor'),
  './home/screen.ts': screen('home', ['/home']),
});
const targetOf = createRouteMap({
  entityRoutes: [[STATION, 'station']],
  screenMounts: [
    [ALIAS, 'entity:station'],
    [NARROWED, 'entity:station', { enableStatus: 1 }],
    ['/safe/monitor', 'monitor'],
    ['/safe/ghost', 'noSuchScreen'],
  ],
  registry,
});

describe('createRouteMap', () => {
  it('finds shell pages, mounted hand-written screens and entity urls with the path below them', () => {
    expect(targetOf('/home')).toEqual({ kind: 'shell', screen: registry.require('home') });
    expect(targetOf('/safe/monitor/')).toEqual({
      kind: 'hand',
      screen: registry.require('monitor'),
      menuUrl: '/safe/monitor',
    });
    expect(targetOf('/safe/monitor/7')).toMatchObject({ kind: 'hand', menuUrl: '/safe/monitor' });
    expect(targetOf(STATION)).toEqual({ kind: 'entity', entity: 'station', menuUrl: STATION, rest: '' });
    expect(targetOf(`${STATION}/detail/42`)).toEqual({
      kind: 'entity',
      entity: 'station',
      menuUrl: STATION,
      rest: 'detail/42',
    });
  });

  it("shows an entity's add and edit routes on the hand-written screen that is its form, guarded by its list", () => {
    const pileForm = defineScreen({ ...screen('pileForm'), formOf: 'pile' });
    const withForm = createRouteMap({
      entityRoutes: [
        [STATION, 'station'],
        ['/business/pile', 'pile'],
      ],
      screenMounts: [],
      registry: createScreenRegistry({ './pileForm/screen.ts': pileForm }),
    });
    for (const path of ['/business/pile/new', '/business/pile/edit/12'])
      expect(withForm(path)).toEqual({ kind: 'hand', screen: pileForm, menuUrl: '/business/pile' });
    expect(withForm('/business/pile/detail/12')).toMatchObject({ kind: 'entity', rest: 'detail/12' });
    expect(withForm(`${STATION}/new`)).toMatchObject({ kind: 'entity', entity: 'station', rest: 'new' });
  });

  it('mounts one entity at a second url, guarded by that url (MULTIPATH)', () => {
    expect(targetOf(`${ALIAS}/detail/5`)).toEqual({
      kind: 'entity',
      entity: 'station',
      menuUrl: ALIAS,
      rest: 'detail/5',
    });
  });

  it('carries the fixed filters of a mount to its list and the pages below it', () => {
    expect(targetOf(NARROWED)).toEqual({
      kind: 'entity',
      entity: 'station',
      menuUrl: NARROWED,
      rest: '',
      fixedFilters: { enableStatus: 1 },
    });
    expect(targetOf(`${NARROWED}/detail/3`)).toMatchObject({ fixedFilters: { enableStatus: 1 } });
    expect(targetOf(ALIAS)).not.toHaveProperty('fixedFilters.enableStatus');
  });

  it('leaves other paths unrouted, an unknown screen id too', () => {
    expect(targetOf('/business/stationManage')).toBeUndefined();
    expect(targetOf('/safe/ghost')).toBeUndefined();
    expect(targetOf('/')).toBeUndefined();
  });
});

describe('getScreenForPath', () => {
  it('gives the list at the url and the detail below it, both guarded by the url, as stable components', () => {
    const list = getScreenForPath(STATION, targetOf);
    const detail = getScreenForPath(`${STATION}/detail/42`, targetOf);
    expect(list?.menuUrl).toBe(STATION);
    expect(detail?.menuUrl).toBe(STATION);
    expect(detail?.component).not.toBe(list?.component);
    expect(getScreenForPath(`${STATION}/`, targetOf)?.component).toBe(list?.component);
    expect(getScreenForPath(`${STATION}/detail/43`, targetOf)?.component).toBe(detail?.component);
  });

  it('gives a mounted entity screens of their own, guarded by the mount url', () => {
    const alias = getScreenForPath(ALIAS, targetOf);
    expect(alias?.menuUrl).toBe(ALIAS);
    expect(alias?.component).not.toBe(getScreenForPath(STATION, targetOf)?.component);
  });

  it('answers undefined for paths below an entity url that no entity route shows', () => {
    expect(getScreenForPath(`${STATION}/detail/`, targetOf)).toBeUndefined();
    expect(getScreenForPath(`${STATION}/detail/1/x`, targetOf)).toBeUndefined();
    expect(getScreenForPath('/safe/monitor', targetOf)).toBeUndefined();
  });

  it('builds detail links below the url the entity is shown at', () => {
    expect(detailPath(station, 7)).toBe(`${STATION}/detail/7`);
    expect(detailIdOf(station, `${STATION}/detail/7`)).toBe('7');
    expect(detailIdOf(station, '/elsewhere/detail/7')).toBeUndefined();
    const alias = mountedAt(station, ALIAS);
    expect(detailPath(alias, 7)).toBe(`${ALIAS}/detail/7`);
    expect(alias.pageId).toBe(station.pageId);
    expect(mountedAt(station, STATION)).toBe(station);
  });
});

describe('registerEntityRoutes', () => {
  it('adds a route below every entity url (a change history), and refuses an id used twice', () => {
    expect(getScreenForPath(`${STATION}/history`, targetOf)).toBeUndefined();
    const pageForm = defineEntityRoute({
      id: 'history',
      matches: (rest) => rest === 'history',
      load: async () => () => null,
    });
    registerEntityRoutes(pageForm);
    const created = getScreenForPath(`${STATION}/history`, targetOf);
    expect(created?.menuUrl).toBe(STATION);
    expect(getScreenForPath(`${ALIAS}/history`, targetOf)?.menuUrl).toBe(ALIAS);
    expect(created?.component).not.toBe(getScreenForPath(STATION, targetOf)?.component);
    expect(() => registerEntityRoutes({ ...pageForm })).toThrow('entity route "history" is defined twice');
    expect(() => registerEntityRoutes({ ...pageForm, id: 'detail' })).toThrow('entity route "detail" is defined twice');
  });
});
