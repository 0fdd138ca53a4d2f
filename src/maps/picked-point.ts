/** Decimals a picked coordinate keeps: about ten centimetres, finer than a click can aim. */
export const PICKED_DECIMALS = 6;

const round = (value: number) => Number(value.toFixed(PICKED_DECIMALS));

/**
 * The longitude and latitude a click on the map stands for: the map repeats the world sideways,
 * so the longitude is brought back into -180..180; the latitude stays within -90..90.
 */
export function pickedPoint(lng: number, lat: number): { longitude: number; latitude: number } {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return {
    longitude: round(wrapped === -180 && lng > 0 ? 180 : wrapped),
    latitude: round(Math.max(-90, Math.min(90, lat))),
  };
}
