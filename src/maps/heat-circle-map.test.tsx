// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeatCircleMap, type HeatPlace } from './heat-circle-map';
import { HEAT_MAX_SIZE, HEAT_MIN_SIZE } from './heat-scale';

// No tile server: the map stands on its plain grid, as in the demo.
vi.mock('./map-tiles', () => ({ loadMapTiles: () => Promise.resolve({ url: '', attribution: '' }) }));

beforeAll(() => {
  // jsdom measures nothing; the map only needs to be told when to measure again.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // No canvas in jsdom: the grid's tiles stay blank (the grid layer draws nothing without one).
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

/** The map comes after its tile source and Leaflet: a busy machine takes a while. */
const SLOW = { timeout: 10_000 };

const place = (key: string, size: number, heat: number, longitude: number): HeatPlace => ({
  key,
  name: key,
  longitude,
  latitude: 22.6,
  size,
  heat,
  title: `${key}: ${size} / ${heat}`,
  data: { members: String(size), kwh: String(heat) },
});

const PLACES = [place('深圳市', 40, 900, 114.05), place('广州市', 10, 100, 113.3)];

describe('HeatCircleMap', () => {
  it('draws one circle per place, the most members largest and the most energy reddest', async () => {
    const { container, getByText } = render(
      <HeatCircleMap places={PLACES} onSelect={() => undefined} plainText="plain grid" resetText="all" />,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-testid=heat-place]')).toHaveLength(2), SLOW);
    const circle = (key: string) => container.querySelector<HTMLElement>(`[data-place="${key}"]`)!;
    expect(circle('深圳市').dataset).toMatchObject({ members: '40', kwh: '900' });
    expect(circle('深圳市').title).toBe('深圳市: 40 / 900');
    const width = (key: string) => (circle(key).parentElement as HTMLElement).style.width;
    expect(width('深圳市')).toBe(`${HEAT_MAX_SIZE}px`);
    expect(Number.parseInt(width('广州市'))).toBeGreaterThan(HEAT_MIN_SIZE);
    expect(Number.parseInt(width('广州市'))).toBeLessThan(HEAT_MAX_SIZE);
    expect(circle('深圳市').style.background).toBe('rgb(165, 0, 38)');
    expect(getByText('plain grid')).toBeTruthy();
  });

  it('selects the place whose circle is clicked', async () => {
    const onSelect = vi.fn();
    const { container, rerender } = render(
      <HeatCircleMap places={PLACES} onSelect={onSelect} plainText="plain grid" resetText="all" />,
    );
    await waitFor(() => expect(container.querySelector('[data-place="广州市"]')).not.toBeNull(), SLOW);
    fireEvent.click(container.querySelector('[data-place="广州市"]')!);
    expect(onSelect).toHaveBeenCalledWith(PLACES[1]);
    rerender(
      <HeatCircleMap places={PLACES} selectedKey="广州市" onSelect={onSelect} plainText="plain grid" resetText="all" />,
    );
    await waitFor(() =>
      expect(container.querySelector('[data-place="广州市"]')!.className).toContain('map-heat-selected'),
    );
  });
});
