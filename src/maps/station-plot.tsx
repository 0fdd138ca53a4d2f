import { Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { PlacedStation } from './stations-on-map';

interface Bounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

export interface StationPlotProps {
  stations: PlacedStation[];
  /** The marker colour of a station (its status, usually). */
  colorOf(station: PlacedStation): string;
  selectedId?: number;
  onSelect(station: PlacedStation): void;
  resetText: string;
  clusterText(count: number): string;
  height?: number;
}

const WIDTH = 1000;
const CELL = 36;
const MARGIN = 0.08;
/** Smallest span shown, in degrees: a single station still sits in a readable box. */
const MIN_SPAN = 0.02;

function boundsOf(stations: PlacedStation[]): Bounds {
  if (stations.length === 0) return { west: 73, east: 135, south: 18, north: 54 };
  const lngs = stations.map((s) => s.longitude);
  const lats = stations.map((s) => s.latitude);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const padLng = Math.max((east - west) * MARGIN, MIN_SPAN / 2);
  const padLat = Math.max((north - south) * MARGIN, MIN_SPAN / 2);
  return { west: west - padLng, east: east + padLng, south: south - padLat, north: north + padLat };
}

/** Grid step in degrees giving about six lines across the span. */
function gridStep(span: number): number {
  const raw = span / 6;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((k) => k * power).find((step) => step >= raw) ?? raw;
}

interface Cluster {
  key: string;
  x: number;
  y: number;
  stations: PlacedStation[];
}

/**
 * Stations drawn at their longitude and latitude on a plain graticule: no tile server is
 * needed, so the map is never a blank box. Markers that would overlap at the current zoom are
 * gathered into a numbered cluster; a click on a cluster zooms to its stations, a click on a
 * marker selects the station.
 */
export function StationPlot(props: StationPlotProps) {
  const { stations, colorOf, selectedId, onSelect, height = 560 } = props;
  const [zoom, setZoom] = useState<Bounds>();
  const view = zoom ?? boundsOf(stations);

  // Equirectangular projection, shrunk in longitude by the cosine of the middle latitude so
  // that distances look right around the shown area.
  const projection = useMemo(() => {
    const cos = Math.cos((((view.north + view.south) / 2) * Math.PI) / 180);
    const spanX = (view.east - view.west) * cos;
    const spanY = view.north - view.south;
    const scale = Math.min(WIDTH / spanX, height / spanY);
    const offsetX = (WIDTH - spanX * scale) / 2;
    const offsetY = (height - spanY * scale) / 2;
    return {
      x: (lng: number) => offsetX + (lng - view.west) * cos * scale,
      y: (lat: number) => offsetY + (view.north - lat) * scale,
    };
  }, [view, height]);

  const clusters = useMemo(() => {
    const cells = new Map<string, Cluster>();
    for (const station of stations) {
      const x = projection.x(station.longitude);
      const y = projection.y(station.latitude);
      if (x < 0 || x > WIDTH || y < 0 || y > height) continue;
      const key = `${Math.floor(x / CELL)}:${Math.floor(y / CELL)}`;
      const cell = cells.get(key) ?? { key, x: 0, y: 0, stations: [] };
      cell.stations.push(station);
      cell.x += (x - cell.x) / cell.stations.length;
      cell.y += (y - cell.y) / cell.stations.length;
      cells.set(key, cell);
    }
    return [...cells.values()];
  }, [stations, projection, height]);

  const lines = useMemo(() => {
    const step = gridStep(Math.max(view.east - view.west, view.north - view.south));
    const digits = Math.max(0, -Math.floor(Math.log10(step)));
    const meridians: { at: number; label: string }[] = [];
    for (let lng = Math.ceil(view.west / step) * step; lng <= view.east; lng += step)
      meridians.push({ at: projection.x(lng), label: `${lng.toFixed(digits)}°E` });
    const parallels: { at: number; label: string }[] = [];
    for (let lat = Math.ceil(view.south / step) * step; lat <= view.north; lat += step)
      parallels.push({ at: projection.y(lat), label: `${lat.toFixed(digits)}°N` });
    return { meridians, parallels };
  }, [view, projection]);

  return (
    <div>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        style={{ width: '100%', background: '#eef3f8', borderRadius: 8, display: 'block' }}
        data-testid="station-plot"
      >
        {lines.meridians.map((line) => (
          <g key={`m${line.label}`}>
            <line x1={line.at} x2={line.at} y1={0} y2={height} stroke="#d5dee8" />
            <text x={line.at + 3} y={height - 6} fontSize={11} fill="#8a9bb0">
              {line.label}
            </text>
          </g>
        ))}
        {lines.parallels.map((line) => (
          <g key={`p${line.label}`}>
            <line x1={0} x2={WIDTH} y1={line.at} y2={line.at} stroke="#d5dee8" />
            <text x={4} y={line.at - 3} fontSize={11} fill="#8a9bb0">
              {line.label}
            </text>
          </g>
        ))}
        {clusters.map((cluster) =>
          cluster.stations.length > 1 ? (
            <g
              key={cluster.key}
              style={{ cursor: 'zoom-in' }}
              onClick={() => setZoom(boundsOf(cluster.stations))}
              data-testid="station-cluster"
            >
              <title>{props.clusterText(cluster.stations.length)}</title>
              <circle
                cx={cluster.x}
                cy={cluster.y}
                r={13 + Math.min(cluster.stations.length, 40) / 4}
                fill="#1677ff"
                fillOpacity={0.8}
                stroke="#fff"
                strokeWidth={2}
              />
              <text x={cluster.x} y={cluster.y + 4} textAnchor="middle" fontSize={12} fill="#fff" fontWeight={600}>
                {cluster.stations.length}
              </text>
            </g>
          ) : (
            <StationMarker
              key={cluster.key}
              station={cluster.stations[0]!}
              x={cluster.x}
              y={cluster.y}
              color={colorOf(cluster.stations[0]!)}
              selected={cluster.stations[0]!.id === selectedId}
              onSelect={onSelect}
            />
          ),
        )}
      </svg>
      <Space style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => setZoom(undefined)} disabled={!zoom}>
          {props.resetText}
        </Button>
        <Typography.Text type="secondary">
          {view.west.toFixed(3)}°E – {view.east.toFixed(3)}°E, {view.south.toFixed(3)}°N – {view.north.toFixed(3)}°N
        </Typography.Text>
      </Space>
    </div>
  );
}

function StationMarker(props: {
  station: PlacedStation;
  x: number;
  y: number;
  color: string;
  selected: boolean;
  onSelect(station: PlacedStation): void;
}) {
  const { station, x, y, color, selected } = props;
  return (
    <g style={{ cursor: 'pointer' }} onClick={() => props.onSelect(station)} data-testid="station-marker">
      <title>{station.name}</title>
      <circle cx={x} cy={y} r={selected ? 10 : 7} fill={color} stroke={selected ? '#000' : '#fff'} strokeWidth={2} />
    </g>
  );
}
