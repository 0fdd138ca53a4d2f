import { Card, Col, Descriptions, Empty, Row, Space, Spin, Statistic, Table } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import ratePeriodDictionary from '../../../schemas/dictionaries/rate-period.json';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { sessionKwh } from '../../monitors/charge-estimate';
import { useChargingBills } from '../../monitors/charging-bills';
import { CommandResultTag, GunCommandButtons, useGunCommands } from '../../monitors/gun-commands';
import { LiveCurves, useLiveCurve } from '../../monitors/live-curves';
import { DictTag, clock, fixed, kw, useNow } from '../../monitors/monitor-parts';
import { GUN_STATUS, gunLetter } from '../../monitors/network-rows';
import { PILE_DETAIL_URL } from '../../monitors/pile-monitor-page';
import { readingKey, useLiveNetwork } from '../../monitors/use-live-network';

const TEXT = {
  none: { 'zh-CN': '请从充电监控选择一笔订单', 'en-US': 'Choose a session from the charge monitor' },
  back: { 'zh-CN': '返回充电监控', 'en-US': 'Back to the charge monitor' },
  session: { 'zh-CN': '充电会话', 'en-US': 'Session' },
  curves: { 'zh-CN': '实时曲线', 'en-US': 'Live curves' },
  periods: { 'zh-CN': '分时段费用', 'en-US': 'Cost per rate period' },
  billNo: { 'zh-CN': '订单号', 'en-US': 'Bill number' },
  member: { 'zh-CN': '会员', 'en-US': 'Member' },
  plate: { 'zh-CN': '车牌号', 'en-US': 'Plate' },
  vin: { 'zh-CN': 'VIN', 'en-US': 'VIN' },
  station: { 'zh-CN': '场站', 'en-US': 'Station' },
  pile: { 'zh-CN': '充电桩', 'en-US': 'Pile' },
  gun: { 'zh-CN': '枪', 'en-US': 'Gun' },
  gunStatus: { 'zh-CN': '枪状态', 'en-US': 'Gun status' },
  start: { 'zh-CN': '开始时间', 'en-US': 'Started at' },
  elapsed: { 'zh-CN': '已充时长', 'en-US': 'Elapsed' },
  kwh: { 'zh-CN': '电量(度)', 'en-US': 'kWh' },
  soc: { 'zh-CN': 'SOC(%)', 'en-US': 'SOC (%)' },
  power: { 'zh-CN': '功率(kW)', 'en-US': 'Power (kW)' },
  voltage: { 'zh-CN': '电压(V)', 'en-US': 'Voltage (V)' },
  current: { 'zh-CN': '电流(A)', 'en-US': 'Current (A)' },
  command: { 'zh-CN': '最近指令', 'en-US': 'Last command' },
  period: { 'zh-CN': '时段', 'en-US': 'Period' },
  energy: { 'zh-CN': '电量(度)', 'en-US': 'kWh' },
  energyFee: { 'zh-CN': '电费(元)', 'en-US': 'Energy fee (yuan)' },
  serviceFee: { 'zh-CN': '服务费(元)', 'en-US': 'Service fee (yuan)' },
} as const satisfies Record<string, LocalizedText>;

const RATE_PERIOD = new Map(ratePeriodDictionary.items.map((item) => [item.value, item]));

interface PeriodCost {
  ratePeriod: string;
  energyWh?: number;
  electricityFee?: number;
  serviceFee?: number;
}

/**
 * Charge monitor detail (/safe/monitorManage/chargeMonitorDetail?id=<bill>): one session live —
 * power, voltage, current and state of charge as curves and figures, the cost per rate period as
 * billed so far, and a remote stop whose outcome follows the pile's answer.
 */
export default function ChargeMonitorDetailPage() {
  const { tr } = useI18n();
  const [params] = useSearchParams();
  const billId = Number(params.get('id')) || undefined;
  const { bills } = useChargingBills({ billId });
  const bill = billId ? bills?.[0] : undefined;
  const pileId = bill?.pileId ?? undefined;
  const network = useLiveNetwork({ pileId: pileId ?? -1 });
  const gun = network.guns?.find((row) => row.id === bill?.gunId);
  const commands = useGunCommands(useMemo(() => (pileId ? [pileId] : undefined), [pileId]));
  const points = useLiveCurve(pileId, gun?.gunIndex);
  const now = useNow();

  if (!billId) return <Empty description={tr(TEXT.none)} />;
  if (!bills) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!bill) return <Empty description={tr(TEXT.none)} />;
  const reading = gun ? network.readings[readingKey(gun.pileId, gun.gunIndex)] : undefined;
  const periods = Array.isArray(bill.periods) ? (bill.periods as PeriodCost[]) : [];
  const charging = bill.billStatus === 1;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Link to="/safe/monitorManage/chargeMonitor">{tr(TEXT.back)}</Link>
      <Row gutter={[12, 12]}>
        {[
          [
            TEXT.elapsed,
            bill.startTime ? clock((charging ? now : Date.parse(bill.startTime)) - Date.parse(bill.startTime)) : '-',
          ],
          [TEXT.kwh, fixed(sessionKwh(reading, bill.meterStart, bill.kwh), 2)],
          [TEXT.soc, fixed(reading?.soc, 0)],
          [TEXT.power, kw(reading?.powerW)],
          [TEXT.voltage, fixed(reading?.voltageV)],
          [TEXT.current, fixed(reading?.currentA)],
        ].map(([title, value]) => (
          <Col xs={12} md={4} key={tr(title as LocalizedText)}>
            <Card size="small">
              <Statistic title={tr(title as LocalizedText)} value={value as string} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        size="small"
        title={tr(TEXT.session)}
        extra={
          gun ? (
            <GunCommandButtons
              guns={[gun]}
              only={['remoteStop']}
              send={commands.send}
              busy={commands.busy}
              size="middle"
            />
          ) : null
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={tr(TEXT.billNo)}>{bill.billNo}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.member)}>{bill.$labels?.memberId ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.plate)}>{bill.plateNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.vin)}>{bill.vin ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.station)}>{bill.$labels?.stationId ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.pile)}>
            {pileId ? <Link to={`${PILE_DETAIL_URL}?id=${pileId}`}>{bill.$labels?.pileId ?? pileId}</Link> : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.gun)}>
            {gun ? gunLetter(gun.gunIndex) : (bill.$labels?.gunId ?? '-')}
          </Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.gunStatus)}>
            <DictTag dict={GUN_STATUS} value={gun?.status} />
          </Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.start)}>
            {bill.startTime ? new Date(bill.startTime).toLocaleString() : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.command)}>
            {gun ? <CommandResultTag command={commands.latest[gun.id]} /> : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={tr(TEXT.curves)}>
        <LiveCurves points={points} />
      </Card>
      <Card size="small" title={tr(TEXT.periods)}>
        <Table<PeriodCost>
          size="small"
          rowKey={(row, index) => `${row.ratePeriod}-${index}`}
          pagination={false}
          dataSource={periods}
          columns={[
            {
              title: tr(TEXT.period),
              dataIndex: 'ratePeriod',
              render: (value: string) => {
                const item = RATE_PERIOD.get(value);
                return item ? tr(item.label) : value;
              },
            },
            {
              title: tr(TEXT.energy),
              dataIndex: 'energyWh',
              render: (value?: number) => fixed((value ?? 0) / 1000, 2),
            },
            {
              title: tr(TEXT.energyFee),
              dataIndex: 'electricityFee',
              render: (value?: number) => ((value ?? 0) / 100).toFixed(2),
            },
            {
              title: tr(TEXT.serviceFee),
              dataIndex: 'serviceFee',
              render: (value?: number) => ((value ?? 0) / 100).toFixed(2),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
