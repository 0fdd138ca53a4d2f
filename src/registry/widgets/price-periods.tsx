import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Table, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { DictOption } from '../../engine/fields';
import { TEXTS } from '../../engine/texts';
import { useI18n } from '../../i18n';
import { fenToYuan, yuanToFen, type MoneyUnit } from '../../meta/format';
import { defineWidget } from '../define-widget';

/** One time-of-use period: a rate period (sharp, peak, flat, valley), its hours and its price. */
export interface PricePeriod {
  period?: string | number;
  start?: string;
  end?: string;
  /** In the stored unit (fen, or 1/10000 yuan). */
  price?: number;
}

interface PricePeriodsProps {
  value?: PricePeriod[] | null;
  onChange?: (value: PricePeriod[]) => void;
  periods?: DictOption[];
  moneyUnit?: MoneyUnit;
  disabled?: boolean;
}

const TIME = 'HH:mm';

/** Edits a json field as a table of periods; rows are plain objects, so nothing to strip before sending. */
function PricePeriods({ value, onChange, periods = [], moneyUnit = 100, disabled }: PricePeriodsProps) {
  const { tr } = useI18n();
  const rows = value ?? [];
  const change = (index: number, patch: Partial<PricePeriod>) =>
    onChange?.(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const time = (index: number, key: 'start' | 'end') => (
    <TimePicker
      format={TIME}
      disabled={disabled}
      value={rows[index][key] ? dayjs(rows[index][key], TIME) : null}
      onChange={(v) => change(index, { [key]: v ? v.format(TIME) : undefined })}
    />
  );
  return (
    <>
      <Table<PricePeriod>
        size="small"
        pagination={false}
        rowKey={(_, i) => String(i)}
        dataSource={rows}
        columns={[
          {
            title: tr(TEXTS.period),
            render: (_, row, i) => (
              <Select
                style={{ minWidth: 100 }}
                disabled={disabled}
                value={row.period}
                options={periods.map(({ value: v, label }) => ({ value: v, label }))}
                onChange={(period) => change(i, { period })}
              />
            ),
          },
          { title: tr(TEXTS.start), render: (_, _row, i) => time(i, 'start') },
          { title: tr(TEXTS.end), render: (_, _row, i) => time(i, 'end') },
          {
            title: tr(TEXTS.price),
            render: (_, row, i) => (
              <InputNumber
                min={0}
                disabled={disabled}
                precision={String(moneyUnit).length - 1}
                value={fenToYuan(row.price, moneyUnit)}
                onChange={(yuan) => change(i, { price: yuanToFen(yuan, moneyUnit) ?? undefined })}
              />
            ),
          },
          {
            width: 48,
            render: (_, _row, i) => (
              <Button
                type="text"
                disabled={disabled}
                icon={<DeleteOutlined />}
                onClick={() => onChange?.(rows.filter((_r, j) => j !== i))}
              />
            ),
          },
        ]}
      />
      <Button
        type="dashed"
        block
        disabled={disabled}
        icon={<PlusOutlined />}
        onClick={() => onChange?.([...rows, { period: periods[0]?.value }])}
      >
        {tr(TEXTS.addPeriod)}
      </Button>
    </>
  );
}

export default defineWidget({ id: 'price-periods', types: ['json'], component: PricePeriods });
