import { describe, expect, it } from 'vitest';
import { fixtureBundle } from '../engine/fixtures/fixture-bundle';
import { detailIdOf, detailPath } from './detail-path';
import { getScreenForPath } from './index';

const station = fixtureBundle.entities.get('station')!;

describe('getScreenForPath', () => {
  it('finds the list at the menu url and the detail below it, both guarded by the list url', () => {
    const list = getScreenForPath('/business/stationManage/station', fixtureBundle);
    const detail = getScreenForPath('/business/stationManage/station/detail/42', fixtureBundle);
    expect(list?.menuUrl).toBe('/business/stationManage/station');
    expect(detail?.menuUrl).toBe('/business/stationManage/station');
    expect(detail?.component).not.toBe(list?.component);
    // Stable components, so the router keeps the screen's state.
    expect(getScreenForPath('/business/stationManage/station/', fixtureBundle)?.component).toBe(list?.component);
  });

  it('answers undefined for other paths', () => {
    expect(getScreenForPath('/business/stationManage', fixtureBundle)).toBeUndefined();
    expect(getScreenForPath('/business/stationManage/station/detail/', fixtureBundle)).toBeUndefined();
    expect(getScreenForPath('/business/stationManage/station/detail/1/x', fixtureBundle)).toBeUndefined();
  });

  it('builds and reads detail paths', () => {
    expect(detailPath(station, 7)).toBe('/business/stationManage/station/detail/7');
    expect(detailIdOf(station, '/business/stationManage/station/detail/7')).toBe('7');
    expect(detailIdOf(station, '/elsewhere/detail/7')).toBeUndefined();
  });
});
