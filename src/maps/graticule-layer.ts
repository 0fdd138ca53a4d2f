import L from 'leaflet';
import { degreeLabel, graticuleStep, linesBetween } from './graticule';

const LABEL_HEIGHT = 11;

/** The grid's colours: light by default, lighter lines on a dark map. */
export interface GraticuleOptions extends L.GridLayerOptions {
  lineColor?: string;
  labelColor?: string;
}

export const LIGHT_GRATICULE = { lineColor: 'rgba(120, 144, 170, 0.35)', labelColor: 'rgba(100, 122, 146, 0.8)' };
export const DARK_GRATICULE = { lineColor: 'rgba(90, 140, 200, 0.22)', labelColor: 'rgba(140, 175, 215, 0.7)' };

/**
 * Meridians and parallels drawn on canvas tiles in the browser: the plain background every
 * map has under its tiles, and all it shows when there are none. No server is asked for it.
 */
export const GraticuleLayer: new (options?: GraticuleOptions) => L.GridLayer = L.GridLayer.extend({
  options: LIGHT_GRATICULE,
  createTile(this: L.GridLayer & { options: GraticuleOptions }, coords: L.Coords): HTMLCanvasElement {
    const size = this.getTileSize();
    const tile = document.createElement('canvas');
    tile.width = size.x;
    tile.height = size.y;
    const map = (this as unknown as { _map: L.Map })._map;
    const context = tile.getContext('2d');
    if (!context || !map) return tile;
    const topLeft = coords.scaleBy(size);
    const northWest = map.unproject(topLeft, coords.z);
    const southEast = map.unproject(topLeft.add(size), coords.z);
    // About one line per tile width: four tiles span 4 * 360 / 2^z degrees of longitude.
    const step = graticuleStep((4 * 360) / 2 ** coords.z);
    context.strokeStyle = this.options.lineColor ?? LIGHT_GRATICULE.lineColor;
    context.fillStyle = this.options.labelColor ?? LIGHT_GRATICULE.labelColor;
    context.font = `${LABEL_HEIGHT}px sans-serif`;
    context.lineWidth = 1;
    // A label cut by the tile's edge would show as a stray fragment: only whole ones are drawn.
    const label = (text: string, x: number, y: number) => {
      if (x + context.measureText(text).width <= size.x && y >= LABEL_HEIGHT) context.fillText(text, x, y);
    };
    for (const lng of linesBetween(northWest.lng, southEast.lng, step)) {
      const x = Math.round(map.project([0, lng], coords.z).x - topLeft.x) + 0.5;
      context.beginPath();
      context.moveTo(x, 0);
      context.lineTo(x, size.y);
      context.stroke();
      label(degreeLabel(L.Util.wrapNum(lng, [-180, 180], true), step, 'longitude'), x + 3, size.y - 6);
    }
    for (const lat of linesBetween(southEast.lat, northWest.lat, step)) {
      const y = Math.round(map.project([lat, 0], coords.z).y - topLeft.y) + 0.5;
      context.beginPath();
      context.moveTo(0, y);
      context.lineTo(size.x, y);
      context.stroke();
      label(degreeLabel(lat, step, 'latitude'), 4, y - 3);
    }
    return tile;
  },
});
