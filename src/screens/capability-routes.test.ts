import { describe, expect, it } from 'vitest';
import { entityBundle } from '../engine/bundle';
import { editPath, formRouteOf, newPath } from './form-path';
import { entityScreens, getScreenForPath } from './index';

const group = entityBundle.entities.get('stationGroup')!;
const email = entityBundle.entities.get('emailConfig')!;
const station = entityBundle.entities.get('station')!;

describe('routes of page forms and settings screens', () => {
  it('opens a page form at ${url}/new and ${url}/edit/:id, guarded by the list url', () => {
    expect(newPath(group)).toBe('/business/stationManage/stationGroup/new');
    expect(editPath(group, 12)).toBe('/business/stationManage/stationGroup/edit/12');
    const created = getScreenForPath('/business/stationManage/stationGroup/new');
    const edited = getScreenForPath('/business/stationManage/stationGroup/edit/12/');
    expect(created?.component).toBe(entityScreens(group).formPage);
    expect(edited?.component).toBe(entityScreens(group).formPage);
    expect(created?.menuUrl).toBe(group.menu.url);
    expect(formRouteOf(group, '/business/stationManage/stationGroup/edit/12')).toEqual({ mode: 'edit', id: '12' });
  });

  it('has no page form routes for an entity that edits in a drawer', () => {
    expect(station.form.page).toBeUndefined();
    expect(getScreenForPath('/business/stationManage/station/new')).toBeUndefined();
    expect(formRouteOf(station, '/business/stationManage/station/edit/1')).toBeUndefined();
    expect(getScreenForPath('/business/stationManage/stationGroup/edit/')).toBeUndefined();
    expect(getScreenForPath('/business/stationManage/stationGroup/edit/1/x')).toBeUndefined();
  });

  it('shows the settings form, not a list, at a settings entity url, and no detail below it', () => {
    expect(getScreenForPath(email.menu.url)?.component).toBe(entityScreens(email).settings);
    expect(getScreenForPath(`${email.menu.url}/detail/1`)).toBeUndefined();
  });
});
