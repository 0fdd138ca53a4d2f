/** Diameters, in pixels, of the smallest and the largest circle of a heat map. */
export const HEAT_MIN_SIZE = 18;
export const HEAT_MAX_SIZE = 60;

/**
 * A circle's diameter for `value` out of the largest `max`: its area grows with the value (the
 * eye compares areas), and the smallest place still shows as a circle one can click.
 */
export function heatSize(value: number, max: number): number {
  const share = max > 0 ? Math.min(Math.max(value, 0) / max, 1) : 0;
  return Math.round(HEAT_MIN_SIZE + (HEAT_MAX_SIZE - HEAT_MIN_SIZE) * Math.sqrt(share));
}

/** From cool to hot: pale yellow, orange, red, deep red. */
const STOPS: [number, number, number][] = [
  [254, 224, 139],
  [253, 174, 97],
  [244, 109, 67],
  [215, 48, 39],
  [165, 0, 38],
];

/** A circle's colour for `value` out of the largest `max`, along the heat stops. */
export function heatColor(value: number, max: number): string {
  const share = max > 0 ? Math.min(Math.max(value, 0) / max, 1) : 0;
  const at = share * (STOPS.length - 1);
  const low = Math.min(Math.floor(at), STOPS.length - 2);
  const part = at - low;
  const [a, b] = [STOPS[low]!, STOPS[low + 1]!];
  const channel = (i: number) => Math.round(a[i]! + (b[i]! - a[i]!) * part);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

/** The heat stops as a CSS gradient, for a legend. */
export const HEAT_GRADIENT = `linear-gradient(to right, ${STOPS.map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`).join(', ')})`;
