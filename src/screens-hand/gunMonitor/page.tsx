import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Empty, Row, Select, Space, Spin, Statistic, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import gunStatusDictionary from '../../../schemas/dictionaries/gun-status.json';
import { apiTable } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import { followLiveEvents, type LiveMessage } from '../../live/live-events';
import type { LocalizedText } from '../../meta/model';

interface GunRow {
  id: number;
  code: string;
  pileId: number;
  gunIndex: number;
  status: number | null;
  $labels?: { pileId?: string };
}

interface LiveReading {
  powerW?: number;
  soc?: number;
  at: number;
}

const TEXT = {
  station: { 'zh-CN': '全部场站', 'en-US': 'All stations' },
  reload: { 'zh-CN': '刷新', 'en-US': 'Refresh' },
  live: { 'zh-CN': '实时推送中', 'en-US': 'Live' },
  total: { 'zh-CN': '枪总数', 'en-US': 'Guns' },
  empty: { 'zh-CN': '没有充电枪', 'en-US': 'No guns' },
  pile: { 'zh-CN': '桩', 'en-US': 'Pile' },
} as const satisfies Record<string, LocalizedText>;

const STATUS = new Map(gunStatusDictionary.items.map((item) => [item.value, item]));
const GUNS_SHOWN = 500;
const letterOf = (index: number) => String.fromCharCode(index < 26 ? 65 + index : 71 + index);

/**
 * Gun monitor (/safe/monitorManage/gunMonitor): every gun of the seller (or of one station) as a
 * tile coloured by its status, with counts per status; statuses, power and state of charge are
 * pushed by the server as the piles report them, without reloading.
 */
export default function GunMonitorPage() {
  const { tr } = useI18n();
  const [stations, setStations] = useState<{ value: number; label: string }[]>([]);
  const [stationId, setStationId] = useState<number>();
  const [guns, setGuns] = useState<GunRow[]>();
  const [readings, setReadings] = useState<Record<string, LiveReading>>({});

  const load = useCallback(async () => {
    setGuns(undefined);
    const filters = stationId ? { 'pileId.stationId': stationId } : {};
    const page = await apiTable<GunRow>('/api/config/gun/page', { pageNo: 1, pageSize: GUNS_SHOWN, filters });
    setGuns(page.data);
  }, [stationId]);

  useEffect(() => {
    void load().catch(() => setGuns([]));
  }, [load]);

  useEffect(() => {
    void apiTable<{ id: number; name: string }>('/api/config/station/page', { pageNo: 1, pageSize: 200 }).then(
      (page) => setStations(page.data.map((row) => ({ value: row.id, label: row.name }))),
      () => undefined,
    );
  }, []);

  useEffect(
    () =>
      followLiveEvents((message: LiveMessage) => {
        if (message.kind === 'gun' && message.gunIndex !== undefined) {
          const { pileId, gunIndex, status } = message;
          if (status !== undefined)
            setGuns((rows) =>
              rows?.map((gun) => (gun.pileId === pileId && gun.gunIndex === gunIndex ? { ...gun, status } : gun)),
            );
          if (message.powerW !== undefined || message.soc !== undefined)
            setReadings((all) => ({
              ...all,
              [`${pileId}:${gunIndex}`]: { powerW: message.powerW, soc: message.soc, at: message.at },
            }));
        } else if (message.kind === 'pile' && message.online === false) {
          setGuns((rows) => rows?.map((gun) => (gun.pileId === message.pileId ? { ...gun, status: 5 } : gun)));
        }
      }),
    [],
  );

  const counts = useMemo(() => {
    const byStatus = new Map<number, number>();
    for (const gun of guns ?? []) byStatus.set(gun.status ?? 5, (byStatus.get(gun.status ?? 5) ?? 0) + 1);
    return byStatus;
  }, [guns]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 240 }}
          placeholder={tr(TEXT.station)}
          options={stations}
          value={stationId}
          onChange={setStationId}
          data-testid="gun-monitor-station"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {tr(TEXT.reload)}
        </Button>
        <Badge status="processing" text={tr(TEXT.live)} />
      </Space>
      <Row gutter={[12, 12]}>
        <Col xs={12} sm={8} md={4}>
          <Card size="small">
            <Statistic title={tr(TEXT.total)} value={guns?.length ?? 0} />
          </Card>
        </Col>
        {gunStatusDictionary.items.map((item) => (
          <Col xs={12} sm={8} md={4} key={item.value}>
            <Card size="small">
              <Statistic
                title={tr(item.label)}
                value={counts.get(item.value) ?? 0}
                data-testid={`gun-count-${item.value}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {!guns ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : guns.length === 0 ? (
        <Empty description={tr(TEXT.empty)} />
      ) : (
        <Row gutter={[8, 8]}>
          {guns.map((gun) => {
            const status = STATUS.get(gun.status ?? 5);
            const reading = readings[`${gun.pileId}:${gun.gunIndex}`];
            return (
              <Col xs={12} sm={8} md={6} lg={4} xl={3} key={gun.id}>
                <Card size="small" data-testid={`gun-tile-${gun.id}`} data-status={gun.status ?? ''}>
                  <Typography.Text strong>
                    {gun.$labels?.pileId ?? `${tr(TEXT.pile)} ${gun.pileId}`} · {letterOf(gun.gunIndex)}
                  </Typography.Text>
                  <div>
                    <Tag color={status?.color}>{status ? tr(status.label) : '-'}</Tag>
                  </div>
                  {reading && gun.status === 3 ? (
                    <Typography.Text type="secondary">
                      {reading.powerW !== undefined ? `${(reading.powerW / 1000).toFixed(1)} kW` : ''}
                      {reading.soc !== undefined ? ` · SOC ${Math.round(reading.soc)}%` : ''}
                    </Typography.Text>
                  ) : null}
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Space>
  );
}
