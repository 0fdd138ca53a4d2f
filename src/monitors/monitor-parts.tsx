import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Select, Space, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model';
import { loadStations, type DictItem, type StationRow } from './network-rows';

const TEXT = {
  station: { 'zh-CN': '全部场站', 'en-US': 'All stations' },
  reload: { 'zh-CN': '刷新', 'en-US': 'Refresh' },
  live: { 'zh-CN': '实时推送中', 'en-US': 'Live' },
} as const satisfies Record<string, LocalizedText>;

/** The seller's stations, for filters and labels. */
export function useStations(): StationRow[] | undefined {
  const [stations, setStations] = useState<StationRow[]>();
  useEffect(() => {
    let current = true;
    loadStations().then(
      (rows) => current && setStations(rows),
      () => current && setStations([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return stations;
}

/** The bar above every monitor: a station filter, extra filters, refresh and the live mark. */
export function MonitorToolbar({
  stations,
  stationId,
  onStation,
  onReload,
  children,
}: {
  stations?: StationRow[];
  stationId?: number;
  onStation?: (id: number | undefined) => void;
  onReload: () => void;
  children?: ReactNode;
}) {
  const { tr } = useI18n();
  return (
    <Space wrap>
      {onStation ? (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 240 }}
          placeholder={tr(TEXT.station)}
          options={(stations ?? []).map((row) => ({ value: row.id, label: row.name }))}
          value={stationId}
          onChange={(value: number | undefined) => onStation(value)}
          data-testid="monitor-station-filter"
        />
      ) : null}
      {children}
      <Button icon={<ReloadOutlined />} onClick={onReload}>
        {tr(TEXT.reload)}
      </Button>
      <Badge status="processing" text={tr(TEXT.live)} />
    </Space>
  );
}

/** A dictionary value as its coloured tag. */
export function DictTag({ dict, value }: { dict: Map<number, DictItem>; value: number | null | undefined }) {
  const { tr } = useI18n();
  const item = value === null || value === undefined ? undefined : dict.get(value);
  return item ? <Tag color={item.color}>{tr(item.label)}</Tag> : <span>-</span>;
}

/** The current time, ticking every second (elapsed and remaining times). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** hh:mm:ss of a duration, negative clamped to 0. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export const kw = (watts: number | undefined) => (watts === undefined ? '-' : (watts / 1000).toFixed(1));
export const fixed = (value: number | undefined, digits = 1) => (value === undefined ? '-' : value.toFixed(digits));
