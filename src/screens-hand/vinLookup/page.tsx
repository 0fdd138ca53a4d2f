import dayjs from 'dayjs';
import { Alert, Card, Descriptions, Empty, Input, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import vehicleTypeDictionary from '../../../schemas/dictionaries/vehicle-type.json';
import { apiTable } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';

interface VehicleRow {
  id: number;
  plateNo: string;
  vin: string;
  brand: string | null;
  model: string | null;
  vehicleType: string | null;
  batteryKwh: number | null;
  $labels?: { memberId?: string; groupId?: string };
}

interface BillRow {
  id: number;
  billNo: string;
  startTime: string | null;
  kwh: number | null;
  totalAmount: number | null;
  $labels?: { stationId?: string };
}

const TEXT = {
  placeholder: { 'zh-CN': '输入17位车架号（VIN）', 'en-US': 'Enter the 17-character VIN' },
  hint: {
    'zh-CN': '输入车架号，查看车辆信息和最近的充电记录',
    'en-US': 'Enter a VIN to see the vehicle and its latest charging sessions',
  },
  invalid: { 'zh-CN': '请输入17位大写字母或数字的车架号', 'en-US': 'A VIN is 17 uppercase letters or digits' },
  notFound: { 'zh-CN': '没有该VIN的车辆', 'en-US': 'No vehicle has this VIN' },
  plate: { 'zh-CN': '车牌号', 'en-US': 'Plate' },
  brand: { 'zh-CN': '品牌车型', 'en-US': 'Brand and model' },
  type: { 'zh-CN': '车辆类型', 'en-US': 'Vehicle type' },
  battery: { 'zh-CN': '电池容量（kWh）', 'en-US': 'Battery (kWh)' },
  owner: { 'zh-CN': '会员 / 集团', 'en-US': 'Member / group' },
  lastCharge: { 'zh-CN': '最近充电', 'en-US': 'Last charge' },
  recent: { 'zh-CN': '近两年充电记录', 'en-US': 'Charges of the last two years' },
  bill: { 'zh-CN': '订单号', 'en-US': 'Bill' },
  station: { 'zh-CN': '场站', 'en-US': 'Station' },
  start: { 'zh-CN': '开始时间', 'en-US': 'Start' },
  kwh: { 'zh-CN': '电量（kWh）', 'en-US': 'kWh' },
  amount: { 'zh-CN': '金额（元）', 'en-US': 'Amount (yuan)' },
  failed: { 'zh-CN': '查询失败', 'en-US': 'The lookup failed' },
} as const satisfies Record<string, LocalizedText>;

const VIN = /^[A-Z0-9]{17}$/;
const VEHICLE_TYPES = new Map(vehicleTypeDictionary.items.map((item) => [item.value, item.label]));
const RECENT_BILLS = 20;
const day = (date: Date) => date.toISOString().slice(0, 10);
const shownTime = (time: string | null) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '-');

/**
 * VIN lookup (/business/vehicleManage/vinLookup): the vehicle registered with a VIN and its
 * recent charges, found by its plate in the bills.
 */
export default function VinLookupPage() {
  const { tr } = useI18n();
  const [state, setState] = useState<
    | { kind: 'idle' | 'loading' | 'invalid' | 'notFound' | 'failed' }
    | { kind: 'found'; vehicle: VehicleRow; bills: BillRow[] }
  >({ kind: 'idle' });

  async function lookUp(input: string) {
    const vin = input.trim().toUpperCase();
    if (!VIN.test(vin)) return setState({ kind: 'invalid' });
    setState({ kind: 'loading' });
    try {
      const vehicles = await apiTable<VehicleRow>('/api/member/vehicle/page', {
        pageNo: 1,
        pageSize: 10,
        filters: { vin },
      });
      const vehicle = vehicles.data.find((row) => row.vin === vin);
      if (!vehicle) return setState({ kind: 'notFound' });
      const now = new Date();
      const twoYearsAgo = new Date(now.getFullYear() - 2, now.getMonth(), now.getDate());
      const bills = await apiTable<BillRow>('/api/bill/bill/page', {
        pageNo: 1,
        pageSize: RECENT_BILLS,
        filters: { plateNo: vehicle.plateNo, startTime: [day(twoYearsAgo), day(now)] },
        sort: { field: 'startTime', order: 'descend' },
      });
      setState({ kind: 'found', vehicle, bills: bills.data });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        placeholder={tr(TEXT.placeholder)}
        enterButton
        maxLength={17}
        style={{ maxWidth: 420 }}
        onSearch={(value) => void lookUp(value)}
      />
      {state.kind === 'idle' && <Empty description={tr(TEXT.hint)} />}
      {state.kind === 'loading' && <Spin />}
      {state.kind === 'invalid' && <Alert type="warning" showIcon message={tr(TEXT.invalid)} />}
      {state.kind === 'failed' && <Alert type="error" showIcon message={tr(TEXT.failed)} />}
      {state.kind === 'notFound' && <Empty description={tr(TEXT.notFound)} />}
      {state.kind === 'found' && <VehicleResult vehicle={state.vehicle} bills={state.bills} />}
    </Space>
  );
}

function VehicleResult({ vehicle, bills }: { vehicle: VehicleRow; bills: BillRow[] }) {
  const { tr } = useI18n();
  const type = vehicle.vehicleType ? VEHICLE_TYPES.get(vehicle.vehicleType) : undefined;
  const last = bills[0];
  return (
    <>
      <Card size="small" title={vehicle.vin}>
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={tr(TEXT.plate)}>{vehicle.plateNo}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.brand)}>
            {[vehicle.brand, vehicle.model].filter(Boolean).join(' ') || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.type)}>{type ? <Tag>{tr(type)}</Tag> : '-'}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.battery)}>{vehicle.batteryKwh ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.owner)}>
            {[vehicle.$labels?.memberId, vehicle.$labels?.groupId].filter(Boolean).join(' / ') || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={tr(TEXT.lastCharge)}>
            {last ? `${shownTime(last.startTime)} ${last.$labels?.stationId ?? ''}` : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={tr(TEXT.recent)}>
        <Table<BillRow>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={bills}
          columns={[
            { key: 'billNo', dataIndex: 'billNo', title: tr(TEXT.bill) },
            { key: 'station', title: tr(TEXT.station), render: (_, row) => row.$labels?.stationId ?? '-' },
            { key: 'startTime', title: tr(TEXT.start), render: (_, row) => shownTime(row.startTime) },
            { key: 'kwh', dataIndex: 'kwh', title: tr(TEXT.kwh) },
            {
              key: 'totalAmount',
              title: tr(TEXT.amount),
              render: (_, row) => (row.totalAmount === null ? '-' : (row.totalAmount / 100).toFixed(2)),
            },
          ]}
        />
      </Card>
    </>
  );
}
