import { DownloadOutlined } from '@ant-design/icons';
import { Button, message, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { apiDownload } from '../api/http';
import { loadEntity } from '../engine/bundle';
import { useI18n } from '../i18n/use-i18n';
import type { AggregateBody } from '../meta/aggregate';
import type { LocalizedText } from '../meta/model';
import { saveBlob } from '../screens/save-blob';

export const text = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });

/** The periods an analysis looks back over, in days. */
export const LOOK_BACK_DAYS = [30, 90, 180] as const;
export type LookBack = (typeof LOOK_BACK_DAYS)[number];

/** The date range filter of the last `days` days up to today. */
export const lastDays = (days: number): [string, string] => [
  dayjs()
    .subtract(days - 1, 'day')
    .format('YYYY-MM-DD'),
  dayjs().format('YYYY-MM-DD'),
];

/** A choice of look-back period (30 / 90 / 180 days). */
export function LookBackPicker(props: { value: LookBack; onChange: (value: LookBack) => void }) {
  const { tr } = useI18n();
  return (
    <Segmented
      data-testid="look-back"
      value={props.value}
      onChange={(value) => props.onChange(value as LookBack)}
      options={LOOK_BACK_DAYS.map((days) => ({ value: days, label: tr(text(`近${days}天`, `Last ${days} days`)) }))}
    />
  );
}

export interface ExportColumn {
  key: string;
  title: LocalizedText;
  format?: 'integer' | 'number' | 'money' | 'percent';
  ratioOf?: [string, string];
}

/**
 * Exports an aggregate's groups as an .xlsx file through the aggregate export route, with the
 * same body the chart asked for (so the file holds the figures shown).
 */
export function AggregateExportButton(props: {
  entity: string;
  body: AggregateBody;
  title: LocalizedText;
  columns: ExportColumn[];
  testId: string;
}) {
  const { tr } = useI18n();
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      const entity = await loadEntity(props.entity);
      const { blob, filename } = await apiDownload(`/api/${entity.service}/${entity.resource}/aggregateExport`, {
        ...props.body,
        title: tr(props.title),
        columns: props.columns.map((column) => ({ ...column, title: tr(column.title) })),
      });
      saveBlob(blob, filename || `${props.entity}.xlsx`);
    } catch (reason) {
      void message.error((reason as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={onExport} data-testid={props.testId}>
      {tr(text('导出', 'Export'))}
    </Button>
  );
}
