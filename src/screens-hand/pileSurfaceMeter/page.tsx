import { Card, Col, Empty, Progress, Row, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { LiveCurves, useLiveCurve } from '../../monitors/live-curves';
import { DictTag, MonitorToolbar, fixed, useStations } from '../../monitors/monitor-parts';
import { GUN_STATUS, ONLINE_STATUS, gunLetter, type GunRow, type PileRow } from '../../monitors/network-rows';
import { PILE_DETAIL_URL } from '../../monitors/pile-monitor-page';
import { readingKey, useLiveNetwork, type GunReading } from '../../monitors/use-live-network';

const TEXT = {
  pile: { 'zh-CN': '选择充电桩', 'en-US': 'Choose a pile' },
  choose: { 'zh-CN': '选择一台充电桩查看其表盘', 'en-US': 'Choose a pile to see its meters' },
  voltage: { 'zh-CN': '电压 V', 'en-US': 'Voltage V' },
  current: { 'zh-CN': '电流 A', 'en-US': 'Current A' },
  power: { 'zh-CN': '功率 kW', 'en-US': 'Power kW' },
  soc: { 'zh-CN': 'SOC %', 'en-US': 'SOC %' },
  gun: { 'zh-CN': '枪', 'en-US': 'Gun' },
  curves: { 'zh-CN': '实时曲线', 'en-US': 'Live curves' },
  detail: { 'zh-CN': '桩监控详情', 'en-US': 'Pile detail' },
} as const satisfies Record<string, LocalizedText>;

/** Full scale of the dials where the pile does not say: 1000 V and 250 A cover DC fast charging. */
const FULL_VOLTAGE = 1000;
const FULL_CURRENT = 250;

function Dial({ title, value, full, unit }: { title: string; value?: number; full: number; unit: string }) {
  const percent = value === undefined || full <= 0 ? 0 : Math.min(100, Math.round((value / full) * 100));
  return (
    <Space direction="vertical" align="center" size={0}>
      <Progress
        type="dashboard"
        size={110}
        percent={percent}
        format={() => (value === undefined ? '-' : `${fixed(value)}`)}
        status={percent >= 95 ? 'exception' : 'normal'}
      />
      <Typography.Text type="secondary">
        {title} ({unit})
      </Typography.Text>
    </Space>
  );
}

function GunMeters({ gun, pile, reading }: { gun: GunRow; pile: PileRow; reading?: GunReading }) {
  const { tr } = useI18n();
  const ratedKw = pile.ratedPower ?? 0;
  return (
    <Card
      size="small"
      title={`${tr(TEXT.gun)} ${gunLetter(gun.gunIndex)}`}
      extra={<DictTag dict={GUN_STATUS} value={gun.status} />}
      data-testid={`meter-gun-${gun.id}`}
    >
      <Space wrap size="large">
        <Dial title={tr(TEXT.voltage)} value={reading?.voltageV} full={FULL_VOLTAGE} unit="V" />
        <Dial title={tr(TEXT.current)} value={reading?.currentA} full={FULL_CURRENT} unit="A" />
        <Dial
          title={tr(TEXT.power)}
          value={reading?.powerW === undefined ? undefined : reading.powerW / 1000}
          full={ratedKw || 120}
          unit="kW"
        />
        <Dial title={tr(TEXT.soc)} value={reading?.soc} full={100} unit="%" />
      </Space>
    </Card>
  );
}

/**
 * Pile surface meter (/safe/monitorManage/pileSurfaceMeter): dials of voltage, current, power and
 * state of charge for each gun of a pile, moving as the pile reports, with the live curves below.
 */
export default function PileSurfaceMeterPage() {
  const { tr } = useI18n();
  const stations = useStations();
  const [stationId, setStationId] = useState<number>();
  const [pileId, setPileId] = useState<number>();
  const network = useLiveNetwork({ stationId });
  const pile = network.piles?.find((row) => row.id === pileId);
  const guns = useMemo(
    () => (network.guns ?? []).filter((gun) => gun.pileId === pileId).sort((a, b) => a.gunIndex - b.gunIndex),
    [network.guns, pileId],
  );
  const points = useLiveCurve(pileId);
  // The first pile is shown at once; the operator picks another from the list.
  const firstPile = network.piles?.[0]?.id;
  useEffect(() => {
    if (pileId === undefined && firstPile !== undefined) setPileId(firstPile);
  }, [firstPile, pileId]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MonitorToolbar
        stations={stations}
        stationId={stationId}
        onStation={(id) => {
          setStationId(id);
          setPileId(undefined);
        }}
        onReload={network.reload}
      >
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          style={{ width: 260 }}
          placeholder={tr(TEXT.pile)}
          value={pileId}
          onChange={setPileId}
          options={(network.piles ?? []).map((row) => ({ value: row.id, label: `${row.code} ${row.name}` }))}
          data-testid="meter-pile"
        />
        {pile ? (
          <>
            <DictTag dict={ONLINE_STATUS} value={pile.onlineStatus} />
            <Link to={`${PILE_DETAIL_URL}?id=${pile.id}`}>{tr(TEXT.detail)}</Link>
          </>
        ) : null}
      </MonitorToolbar>
      {!pile ? (
        <Empty description={tr(TEXT.choose)} />
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {guns.map((gun) => (
              <Col xs={24} xl={12} key={gun.id}>
                <GunMeters gun={gun} pile={pile} reading={network.readings[readingKey(gun.pileId, gun.gunIndex)]} />
              </Col>
            ))}
          </Row>
          <Card size="small" title={tr(TEXT.curves)}>
            <LiveCurves points={points} />
          </Card>
        </>
      )}
    </Space>
  );
}
