import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Input, message, Select, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { apiDownload } from '../api/http';
import { dimensionText } from '../charts/aggregate-chart';
import { AggregateChart } from '../charts/aggregate-chart';
import { entityWithBundle } from '../charts/aggregate-client';
import { MeasuresChart } from '../charts/measures-chart';
import { useAggregate } from '../charts/use-aggregate';
import { useI18n } from '../i18n/use-i18n';
import type { AggregateRow } from '../meta/aggregate';
import type { MetaBundle } from '../meta/bundle';
import { presetRange } from '../meta/filters/date-presets';
import type {
  DateRangePreset,
  EntityFile,
  LocalizedText,
  MenuFile,
  MenuItem,
  ReportDefinition,
  ReportMeasure,
} from '../meta/model';
import { saveBlob } from '../screens/save-blob';
import { formatMeasure } from './format-measure';

const menuFiles = import.meta.glob('../../schemas/menu/*.json', { import: 'default' }) as Record<
  string,
  () => Promise<unknown>
>;

/** The menu item declaring the report, read from the menu files when a report opens. */
async function findReportItem(id: string): Promise<MenuItem | undefined> {
  const files = (await Promise.all(Object.values(menuFiles).map((load) => load()))) as MenuFile[];
  return files.flatMap((file) => file.items).find((item) => item.id === id && item.report);
}

const TEXT = {
  range: { 'zh-CN': '统计时间', 'en-US': 'Period' },
  all: { 'zh-CN': '全部', 'en-US': 'All' },
  today: { 'zh-CN': '今天', 'en-US': 'Today' },
  week: { 'zh-CN': '本周', 'en-US': 'This week' },
  month: { 'zh-CN': '本月', 'en-US': 'This month' },
  quarter: { 'zh-CN': '本季度', 'en-US': 'This quarter' },
  year: { 'zh-CN': '本年', 'en-US': 'This year' },
  total: { 'zh-CN': '合计', 'en-US': 'Total' },
  export: { 'zh-CN': '导出', 'en-US': 'Export' },
  reload: { 'zh-CN': '刷新', 'en-US': 'Refresh' },
  truncated: {
    'zh-CN': '分组过多，仅显示前 5000 组；合计为全部数据。',
    'en-US': 'Only the first 5000 groups are shown; the total covers all rows.',
  },
  missing: { 'zh-CN': '未找到报表定义', 'en-US': 'No such report' },
} as const satisfies Record<string, LocalizedText>;

const PRESETS: (DateRangePreset | 'all')[] = ['today', 'week', 'month', 'quarter', 'year', 'all'];

type RangeValue = [string, string] | undefined;
const ALL_TIME: [string, string] = ['2000-01-01', '2099-12-31'];

const measureValue = (measure: ReportMeasure, row: Record<string, unknown>): number => {
  if (measure.ratioOf) {
    const [top, bottom] = measure.ratioOf.map((key) => Number(row[key] ?? 0));
    return bottom ? top / bottom : 0;
  }
  return Number(row[measure.key] ?? 0);
};

/** Screen of a menu item's `report`: the declared table over the aggregate route. */
export function ReportPage({ menuItemId }: { menuItemId: string }) {
  const { tr } = useI18n();
  const [item, setItem] = useState<MenuItem | null>();
  const [meta, setMeta] = useState<{ entity: EntityFile; bundle: MetaBundle }>();
  useEffect(() => {
    let live = true;
    void findReportItem(menuItemId).then(async (found) => {
      if (!live) return;
      setItem(found ?? null);
      if (found?.report) {
        const loaded = await entityWithBundle(
          found.report.entity,
          found.report.dimensions.map((d) => d.key),
        );
        if (live) setMeta(loaded);
      }
    });
    return () => {
      live = false;
    };
  }, [menuItemId]);
  if (item === null) return <Empty description={tr(TEXT.missing)} />;
  if (!item?.report || !meta) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <ReportTable item={item} report={item.report} entity={meta.entity} bundle={meta.bundle} />;
}

function ReportTable(props: { item: MenuItem; report: ReportDefinition; entity: EntityFile; bundle: MetaBundle }) {
  const { item, report, entity, bundle } = props;
  const { tr } = useI18n();
  const initial = report.defaultRange ?? 'month';
  const [preset, setPreset] = useState<DateRangePreset | 'all' | 'custom'>(initial);
  const [range, setRange] = useState<RangeValue>(initial === 'all' ? undefined : presetRange(initial));
  const [extra, setExtra] = useState<Record<string, unknown>>({});
  const dimensions = useMemo(() => report.dimensions.map((d) => d.key), [report]);
  const queried = report.measures.filter((m) => !m.ratioOf).map((m) => m.key);
  const filters = useMemo(() => {
    const all: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') all[key] = value;
    // "All" still sends a range, so that the list's declared default range does not apply.
    if (report.dateField) all[report.dateField] = range ?? ALL_TIME;
    return all;
  }, [extra, range, report.dateField]);
  const body = useMemo(
    () => ({ filters, ...(report.where ? { where: report.where } : {}), dimensions, measures: queried }),
    [filters, report.where, dimensions, queried.join()], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const { answer, loading, error, reload } = useAggregate(report.entity, body);

  const columns = useMemo(() => {
    const dimensionColumns: ColumnsType<AggregateRow> = report.dimensions.map((d) => ({
      key: d.key,
      title: tr(d.title),
      render: (_: unknown, row: AggregateRow) => dimensionText(entity, bundle, d.key, row, tr),
      fixed: 'left' as const,
    }));
    const measureColumn = (m: ReportMeasure): ColumnType<AggregateRow> => ({
      key: m.key,
      title: tr(m.title),
      align: 'right',
      render: (_: unknown, row: AggregateRow) => formatMeasure(m, measureValue(m, row), entity),
      sorter: (a: AggregateRow, b: AggregateRow) => measureValue(m, a) - measureValue(m, b),
    });
    // Consecutive measures of one group share an upper header (two-level headers).
    const measureColumns: ColumnsType<AggregateRow> = [];
    for (const m of report.measures) {
      const last = measureColumns.at(-1) as
        | (ColumnType<AggregateRow> & { children?: ColumnsType<AggregateRow>; groupKey?: string })
        | undefined;
      const groupKey = m.group ? JSON.stringify(m.group) : undefined;
      if (groupKey && last?.groupKey === groupKey) last.children!.push(measureColumn(m));
      else if (groupKey)
        measureColumns.push({
          key: `group:${m.key}`,
          title: tr(m.group),
          children: [measureColumn(m)],
          groupKey,
        } as ColumnType<AggregateRow>);
      else measureColumns.push(measureColumn(m));
    }
    return [...dimensionColumns, ...measureColumns];
  }, [report, entity, bundle, tr]);

  const leaves = report.measures;
  const onPreset = (value: DateRangePreset | 'all') => {
    setPreset(value);
    setRange(value === 'all' ? undefined : presetRange(value));
  };
  const onExport = async () => {
    const exportColumns = [
      ...report.dimensions.map((d) => ({ key: d.key, title: tr(d.title) })),
      ...report.measures.map((m) => ({
        key: m.key,
        title: tr(m.title),
        group: m.group ? tr(m.group) : undefined,
        format: m.format,
        ratioOf: m.ratioOf,
        divideBy: m.divideBy,
      })),
    ];
    try {
      const { blob, filename } = await apiDownload(`/api/${entity.service}/${entity.resource}/aggregateExport`, {
        ...body,
        title: tr(item.title),
        columns: exportColumns,
      });
      saveBlob(blob, filename || `${item.id}.xlsx`);
    } catch (reason) {
      void message.error((reason as Error).message);
    }
  };

  return (
    <div data-testid="report-page" data-report={item.id}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap>
          {report.dateField && (
            <>
              <Typography.Text>{tr(TEXT.range)}</Typography.Text>
              <Select
                data-testid="report-preset"
                value={preset}
                style={{ width: 120 }}
                onChange={(value) => value !== 'custom' && onPreset(value)}
                options={PRESETS.map((p) => ({ value: p, label: tr(TEXT[p]) }))}
              />
              <DatePicker.RangePicker
                value={range ? [dayjs(range[0]), dayjs(range[1])] : null}
                onChange={(values) => {
                  setPreset('custom');
                  setRange(
                    values?.[0] && values[1]
                      ? [values[0].format('YYYY-MM-DD'), values[1].format('YYYY-MM-DD')]
                      : undefined,
                  );
                }}
              />
            </>
          )}
          {(report.filters ?? []).map((name) => (
            <ReportFilter
              key={name}
              entity={entity}
              bundle={bundle}
              name={name}
              value={extra[name]}
              onChange={(value) => setExtra((old) => ({ ...old, [name]: value }))}
            />
          ))}
          <Button icon={<ReloadOutlined />} onClick={reload}>
            {tr(TEXT.reload)}
          </Button>
          <Button data-testid="report-export" icon={<DownloadOutlined />} onClick={() => void onExport()}>
            {tr(TEXT.export)}
          </Button>
        </Space>
      </Card>
      {report.chart && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <ReportChart report={report} chart={report.chart} dimension={dimensions[0]} filters={filters} />
        </Card>
      )}
      {answer?.truncated && <Typography.Text type="warning">{tr(TEXT.truncated)}</Typography.Text>}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Table<AggregateRow>
        className="report-table"
        size="small"
        bordered
        loading={loading}
        columns={columns}
        dataSource={answer?.rows ?? []}
        rowKey={(row) => dimensions.map((key) => String(row[key])).join('\u0000') || 'all'}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        summary={() =>
          report.summary === false || !answer ? null : (
            <Table.Summary fixed>
              <Table.Summary.Row className="report-summary" data-testid="report-summary">
                {report.dimensions.map((d, i) => (
                  <Table.Summary.Cell key={d.key} index={i}>
                    {i === 0 ? tr(TEXT.total) : ''}
                  </Table.Summary.Cell>
                ))}
                {report.dimensions.length === 0 && null}
                {leaves.map((m, i) => (
                  <Table.Summary.Cell key={m.key} index={report.dimensions.length + i} align="right">
                    <span data-measure={m.key} data-value={measureValue(m, answer.summary)}>
                      {formatMeasure(m, measureValue(m, answer.summary), entity)}
                    </span>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          )
        }
      />
    </div>
  );
}

/** The report's chart: one measure over the first dimension, or several as series. */
function ReportChart(props: {
  report: ReportDefinition;
  chart: NonNullable<ReportDefinition['chart']>;
  dimension: string;
  filters: Record<string, unknown>;
}) {
  const { report, chart, dimension, filters } = props;
  const keys = [chart.measure].flat();
  const measures = keys.map((key) => report.measures.find((m) => m.key === key)!).filter(Boolean);
  const money = measures[0]?.format === 'money';
  if (Array.isArray(chart.measure))
    return (
      <MeasuresChart
        entity={report.entity}
        dimension={dimension}
        measures={measures}
        filters={filters}
        where={report.where}
        kind={chart.kind}
        money={money}
        testId="report-chart"
      />
    );
  return (
    <AggregateChart
      entity={report.entity}
      dimensions={[dimension]}
      measure={chart.measure}
      filters={filters}
      where={report.where}
      kind={chart.kind}
      money={money}
      testId="report-chart"
    />
  );
}

/** One extra filter: a dictionary's items to pick from, yes / no, or text. */
function ReportFilter(props: {
  entity: EntityFile;
  bundle: MetaBundle;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { entity, bundle, name, value, onChange } = props;
  const { tr } = useI18n();
  const field = entity.fields[name];
  if (!field) return null;
  const placeholder = tr(field.title);
  if (field.dict) {
    const items = bundle.dictionaries.get(field.dict)?.items ?? [];
    return (
      <Select
        allowClear
        mode="multiple"
        placeholder={placeholder}
        style={{ minWidth: 160 }}
        value={(value as unknown[]) ?? []}
        onChange={(next: unknown[]) => onChange(next.length ? next : undefined)}
        options={items.map((entry) => ({ value: entry.value, label: tr(entry.label) }))}
      />
    );
  }
  if (field.type === 'boolean')
    return (
      <Select
        allowClear
        placeholder={placeholder}
        style={{ minWidth: 120 }}
        value={value as boolean | undefined}
        onChange={onChange}
        options={[
          { value: true, label: tr({ 'zh-CN': '是', 'en-US': 'Yes' }) },
          { value: false, label: tr({ 'zh-CN': '否', 'en-US': 'No' }) },
        ]}
      />
    );
  return (
    <Input
      allowClear
      placeholder={placeholder}
      style={{ width: 160 }}
      value={(value as string) ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
