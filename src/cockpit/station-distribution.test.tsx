// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapStation } from '../maps/stations-on-map';
import { StationDistribution } from './station-distribution';

const station = (id: number, name: string, longitude: number, status: number): MapStation => ({
  id,
  name,
  code: `S${id}`,
  city: '深圳市',
  address: null,
  longitude,
  latitude: 22.6,
  status,
  runType: null,
  speedType: null,
});

// Two stations far apart (never clustered together), one without coordinates; no tile server.
vi.mock('../maps/stations-on-map', async (original) => ({
  ...(await original<typeof import('../maps/stations-on-map')>()),
  loadMapStations: () =>
    Promise.resolve([
      station(1, '科技园站', 113.9, 1),
      station(2, '龙岗站', 114.3, 2),
      { ...station(3, '无坐标站', 0, 1), longitude: null },
    ]),
}));
vi.mock('../maps/map-tiles', () => ({ loadMapTiles: () => Promise.resolve({ url: '', attribution: '' }) }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
  // jsdom lays nothing out: the map is given a size so that its markers fall inside its view.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
});
afterEach(cleanup);

describe('StationDistribution', () => {
  it('shows the placed stations on the dark map; a marker leads to its station', async () => {
    const { container, findByText, getByRole } = render(
      <MemoryRouter initialEntries={['/cockpit/overview']}>
        <Routes>
          <Route path="/cockpit/overview" element={<StationDistribution />} />
          <Route path="/business/stationManage/station/detail/:id" element={<p>station page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    // The map comes after the stations and its tile source: a busy machine takes a while.
    await waitFor(() => expect(container.querySelectorAll('[data-testid=station-marker]')).toHaveLength(2), {
      timeout: 10_000,
    });
    expect(container.querySelector('[data-testid=station-map]')!.className).toContain('plain-map-dark');
    expect(await findByText(/^2 /)).toBeTruthy();
    fireEvent.click(container.querySelector('[data-station="2"]')!);
    await findByText('龙岗站');
    fireEvent.click(getByRole('button', { name: /场站详情|Station details/ }));
    await findByText('station page');
  });
});
