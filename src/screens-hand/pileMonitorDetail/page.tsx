import { Card, Col, Descriptions, Empty, Row, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { useChargingBills } from '../../monitors/charging-bills';
import { ActiveSessionsTable, CommandLog, GunPanel, OpenAlarmsTable } from '../../monitors/detail-parts';
import { useGunCommands } from '../../monitors/gun-commands';
import { LiveCurves, useLiveCurve } from '../../monitors/live-curves';
import { DictTag, MonitorToolbar } from '../../monitors/monitor-parts';
import { ONLINE_STATUS, SERVICE_STATUS } from '../../monitors/network-rows';
import { STATION_DETAIL_URL } from '../../monitors/station-monitor-page';
import { readingKey, useLiveNetwork } from '../../monitors/use-live-network';

const TEXT = {
  none: { 'zh-CN': '请从桩监控选择一台充电桩', 'en-US': 'Choose a pile from the pile monitor' },
  back: { 'zh-CN': '返回桩监控', 'en-US': 'Back to the pile monitor' },
  pile: { 'zh-CN': '充电桩', 'en-US': 'Pile' },
  code: { 'zh-CN': '桩编码', 'en-US': 'Pile code' },
  station: { 'zh-CN': '场站', 'en-US': 'Station' },
  status: { 'zh-CN': '服务状态', 'en-US': 'Service status' },
  online: { 'zh-CN': '在线状态', 'en-US': 'Online' },
  rated: { 'zh-CN': '额定功率(kW)', 'en-US': 'Rated power (kW)' },
  guns: { 'zh-CN': '充电枪', 'en-US': 'Guns' },
  curves: { 'zh-CN': '实时曲线', 'en-US': 'Live curves' },
  sessions: { 'zh-CN': '当前充电', 'en-US': 'Current sessions' },
  alarms: { 'zh-CN': '未处理告警', 'en-US': 'Open alarms' },
  commands: { 'zh-CN': '指令记录', 'en-US': 'Command log' },
} as const satisfies Record<string, LocalizedText>;

/**
 * Pile monitor detail (/safe/monitorManage/PileMonitorDetail?id=<pile>): one pile live — a panel
 * per gun with its status, readings and commands, curves of power, voltage, current and state of
 * charge, the sessions charging on it, its open alarms and its command log.
 */
export default function PileMonitorDetailPage() {
  const { tr } = useI18n();
  const [params] = useSearchParams();
  const pileId = Number(params.get('id')) || undefined;
  const network = useLiveNetwork({ pileId: pileId ?? -1 });
  const commands = useGunCommands(useMemo(() => (pileId ? [pileId] : undefined), [pileId]));
  const points = useLiveCurve(pileId);
  const { bills } = useChargingBills({ pileId: pileId ?? -1 });
  const gunOf = useMemo(() => new Map((network.guns ?? []).map((gun) => [gun.id, gun])), [network.guns]);

  if (!pileId) return <Empty description={tr(TEXT.none)} />;
  if (!network.piles) return <Spin style={{ display: 'block', margin: 48 }} />;
  const pile = network.piles[0];
  if (!pile) return <Empty description={tr(TEXT.none)} />;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MonitorToolbar onReload={network.reload}>
        <Link to="/safe/monitorManage/pileMonitor">{tr(TEXT.back)}</Link>
      </MonitorToolbar>
      <Card size="small" title={`${tr(TEXT.pile)} ${pile.name}`}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={tr(TEXT.code)}>{pile.code}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.station)}>
            {pile.stationId ? (
              <Link to={`${STATION_DETAIL_URL}?id=${pile.stationId}`}>{pile.$labels?.stationId ?? pile.stationId}</Link>
            ) : (
              '-'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.rated)}>{pile.ratedPower ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.status)}>
            <DictTag dict={SERVICE_STATUS} value={pile.status} />
          </Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.online)}>
            <span data-testid="pile-online" data-online={pile.onlineStatus ?? ''}>
              <DictTag dict={ONLINE_STATUS} value={pile.onlineStatus} />
            </span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[12, 12]}>
        {(network.guns ?? [])
          .slice()
          .sort((a, b) => a.gunIndex - b.gunIndex)
          .map((gun) => (
            <Col xs={24} md={12} xl={8} key={gun.id}>
              <GunPanel
                gun={gun}
                reading={network.readings[readingKey(gun.pileId, gun.gunIndex)]}
                command={commands.latest[gun.id]}
                send={commands.send}
                busy={commands.busy}
              />
            </Col>
          ))}
      </Row>
      <Card size="small" title={tr(TEXT.curves)}>
        <LiveCurves points={points} />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={tr(TEXT.sessions)}>
            <ActiveSessionsTable bills={bills} gunOf={gunOf} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={tr(TEXT.alarms)}>
            <OpenAlarmsTable alarms={network.alarms} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={tr(TEXT.commands)}>
        <CommandLog pileId={pileId} />
      </Card>
    </Space>
  );
}
