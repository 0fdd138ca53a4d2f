import { Button, Modal, Typography } from 'antd';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n';
import type { LocalizedText } from '../meta/model';
import { MapFrame } from './map-frame';
import { pickedPoint } from './picked-point';
import { useBaseMap } from './use-base-map';

const TEXT = {
  title: { 'zh-CN': '在地图上选点', 'en-US': 'Pick the location on the map' },
  hint: { 'zh-CN': '点击地图设置经纬度', 'en-US': 'Click the map to set the longitude and latitude' },
  longitude: { 'zh-CN': '经度', 'en-US': 'Longitude' },
  latitude: { 'zh-CN': '纬度', 'en-US': 'Latitude' },
  plain: { 'zh-CN': '没有可用的地图瓦片：显示经纬网', 'en-US': 'No map tiles available: a plain grid' },
  done: { 'zh-CN': '完成', 'en-US': 'Done' },
} as const satisfies Record<string, LocalizedText>;

type Point = { longitude: number; latitude: number };

export interface CoordinatePickerProps {
  longitude: number | null;
  latitude: number | null;
  /** Each click on the map: the point, both halves. */
  onPick(point: Point): void;
  onClose(): void;
}

/** Zoom at which the picker opens on a point already set: its streets around it. */
const POINT_ZOOM = 13;

const startPoint = (longitude: number | null, latitude: number | null): Point | undefined =>
  longitude !== null && latitude !== null && Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90
    ? { longitude, latitude }
    : undefined;

function pointIcon(): L.DivIcon {
  const dot = document.createElement('span');
  dot.className = 'map-dot map-dot-selected';
  dot.style.background = '#1677ff';
  dot.dataset.testid = 'picked-point';
  return L.divIcon({ html: dot, className: 'map-dot-icon', iconSize: [16, 16] });
}

/**
 * A dialog with a map (the same tiles, or plain grid, as the station maps) on which a click sets
 * a longitude and latitude; it opens on the point already set, if any.
 */
export default function CoordinatePicker(props: CoordinatePickerProps) {
  const { tr } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const { map, plain } = useBaseMap(container);
  const [point, setPoint] = useState(() => startPoint(props.longitude, props.latitude));
  const start = useRef(point);
  const onPick = useRef(props.onPick);
  onPick.current = props.onPick;

  useEffect(() => {
    if (!map) return;
    const marker = L.marker([0, 0], { icon: pointIcon(), interactive: false });
    if (start.current) {
      map.setView([start.current.latitude, start.current.longitude], POINT_ZOOM);
      marker.setLatLng([start.current.latitude, start.current.longitude]).addTo(map);
    }
    const pick = (event: L.LeafletMouseEvent) => {
      const picked = pickedPoint(event.latlng.lng, event.latlng.lat);
      marker.setLatLng([picked.latitude, picked.longitude]).addTo(map);
      setPoint(picked);
      onPick.current(picked);
    };
    map.on('click', pick);
    return () => {
      map.off('click', pick);
      marker.remove();
    };
  }, [map]);

  return (
    <Modal
      open
      width={640}
      title={tr(TEXT.title)}
      onCancel={props.onClose}
      // The dialog grows into place: the map measures itself again once it has its size.
      afterOpenChange={(open) => open && map?.invalidateSize()}
      footer={
        <Button type="primary" onClick={props.onClose}>
          {tr(TEXT.done)}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{tr(TEXT.hint)}</Typography.Paragraph>
      <MapFrame container={container} height={380} testId="coordinate-map" plain={plain} plainText={tr(TEXT.plain)} />
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }} data-testid="picked-coordinates">
        {tr(TEXT.longitude)} {point ? point.longitude : '-'}, {tr(TEXT.latitude)} {point ? point.latitude : '-'}
      </Typography.Paragraph>
    </Modal>
  );
}
