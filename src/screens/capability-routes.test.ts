import { describe, expect, it } from 'vitest';
import { fixtureBundle } from '../engine/fixtures/fixture-bundle';
import { createScreenRegistry } from '../screens-hand/screen-registry';
import { editPath, formRouteOf, newPath } from './form-path';
import { entityRouteFor } from './entity-routes';
import { getScreenForPath } from './index';
import { createRouteMap } from './route-map';

const station = fixtureBundle.entities.get('station')!;
const group = {
  ...station,
  name: 'stationGroup',
  menu: { ...station.menu, url: '/business/stationManage/stationGroup' },
  form: { ...station.form, page: true },
};
const targetOf = createRouteMap({
  entityRoutes: [[group.menu.url, 'stationGroup']],
  screenMounts: [],
  registry: createScreenRegistry({}),
});

describe('routes of page forms and settings screens', () => {
  it('opens a page form at ${url}/new and ${url}/edit/:id, guarded by the list url', () => {
    expect(newPath(group)).toBe('/business/stationManage/stationGroup/new');
    expect(editPath(group, 12)).toBe('/business/stationManage/stationGroup/edit/12');
    const created = getScreenForPath('/business/stationManage/stationGroup/new', targetOf);
    const edited = getScreenForPath('/business/stationManage/stationGroup/edit/12/', targetOf);
    expect(entityRouteFor('new')?.id).toBe('formPage');
    expect(entityRouteFor('edit/12')?.id).toBe('formPage');
    expect(created?.menuUrl).toBe(group.menu.url);
    expect(edited?.menuUrl).toBe(group.menu.url);
    expect(formRouteOf(group, '/business/stationManage/stationGroup/edit/12')).toEqual({ mode: 'edit', id: '12' });
  });

  it('has no page form for an entity that edits in a drawer, nor for paths beyond one id', () => {
    expect(station.form.page).toBeUndefined();
    expect(formRouteOf(station, `${station.menu.url}/new`)).toBeUndefined();
    expect(formRouteOf(station, `${station.menu.url}/edit/1`)).toBeUndefined();
    expect(entityRouteFor('edit/')).toBeUndefined();
    expect(entityRouteFor('edit/1/x')).toBeUndefined();
  });
});
