import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { PlacedStation } from './stations-on-map';

/** A station's marker: a dot in its status colour, ringed in black while selected. */
export function stationIcon(station: PlacedStation, color: string, selected: boolean): L.DivIcon {
  const dot = document.createElement('span');
  dot.className = selected ? 'map-dot map-dot-selected' : 'map-dot';
  dot.style.background = color;
  dot.dataset.testid = 'station-marker';
  dot.dataset.station = String(station.id);
  dot.title = station.name;
  return L.divIcon({ html: dot, className: 'map-dot-icon', iconSize: [16, 16] });
}

/** A numbered circle, growing with its count, for stations too close to tell apart. */
function clusterIcon(count: number, title: string): L.DivIcon {
  const size = 30 + Math.min(count, 40) / 2;
  const circle = document.createElement('span');
  circle.className = 'map-cluster';
  circle.dataset.testid = 'station-cluster';
  circle.title = title;
  circle.textContent = String(count);
  return L.divIcon({ html: circle, className: 'map-cluster-icon', iconSize: [size, size] });
}

/** Stations that crowd at the current zoom gather into a cluster; a click on one zooms to its stations. */
export function stationClusters(clusterText: (count: number) => string): L.MarkerClusterGroup {
  return L.markerClusterGroup({
    chunkedLoading: true,
    showCoverageOnHover: false,
    maxClusterRadius: 50,
    iconCreateFunction: (cluster) => clusterIcon(cluster.getChildCount(), clusterText(cluster.getChildCount())),
  });
}
