import { Card, Col, DatePicker, Row, Space, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { AggregateChart } from '../../charts/aggregate-chart';
import { MeasuresChart } from '../../charts/measures-chart';
import { useAggregate } from '../../charts/use-aggregate';
import { Panel } from '../../cockpit/cockpit-parts';
import { useI18n } from '../../i18n/use-i18n';
import { AggregateExportButton, lastDays, text } from '../../insight/analysis-parts';
import type { AggregateRow } from '../../meta/aggregate';

const METER = 'sum:meterKwh';
const BILLED = 'sum:billedKwh';
const LOSS = 'sum:lossKwh';
const TITLES = {
  meter: text('电表电量(kWh)', 'Metered (kWh)'),
  billed: text('计费电量(kWh)', 'Billed (kWh)'),
  loss: text('电损(kWh)', 'Loss (kWh)'),
  rate: text('电损率', 'Loss rate'),
  station: text('场站', 'Station'),
};

/** kWh to one decimal, rounded the same in the figures, the table and its total. */
const kwh = (value: unknown) =>
  Number(value ?? 0).toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Loss as a percentage of what the meter read, to two decimals. */
export const lossRate = (loss: number, meter: number) => (meter ? Math.round((loss / meter) * 10_000) / 100 : 0);

/**
 * Loss analysis (/report/energyAnalysisReport/LossAnalysis): what the stations' meters read
 * against what their bills counted, per day and per station, from the daily loss records; the
 * station table exports with its loss rates.
 */
export default function LossAnalysisPage() {
  const { tr } = useI18n();
  const [range, setRange] = useState<[string, string]>(() => lastDays(30));
  const filters = useMemo(() => ({ lossDate: range }), [range]);
  const byStation = useMemo(
    () => ({ filters, dimensions: ['stationId'], measures: [METER, BILLED, LOSS], order: { by: LOSS, desc: true } }),
    [filters],
  );
  const stations = useAggregate('powerLossRecord', byStation);
  const summary = stations.answer?.summary;
  const loading = stations.loading && !stations.answer;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="loss-analysis">
      <Card size="small">
        <Space wrap>
          <Typography.Text>{tr(text('统计日期', 'Dates'))}</Typography.Text>
          <DatePicker.RangePicker
            data-testid="loss-range"
            allowClear={false}
            value={[dayjs(range[0]), dayjs(range[1])]}
            onChange={(dates) =>
              dates?.[0] && dates[1] && setRange([dates[0].format('YYYY-MM-DD'), dates[1].format('YYYY-MM-DD')])
            }
          />
        </Space>
      </Card>
      <Row gutter={[12, 12]}>
        {[
          { key: 'meter', title: TITLES.meter, value: summary?.[METER] },
          { key: 'billed', title: TITLES.billed, value: summary?.[BILLED] },
          { key: 'loss', title: TITLES.loss, value: summary?.[LOSS] },
        ].map((item) => (
          <Col key={item.key} xs={12} xl={6}>
            <div data-testid={`loss-${item.key}`} data-value={item.value ?? ''}>
              <Statistic title={tr(item.title)} value={kwh(item.value)} loading={loading} />
            </div>
          </Col>
        ))}
        <Col xs={12} xl={6}>
          <div data-testid="loss-rate" data-value={summary ? lossRate(summary[LOSS], summary[METER]) : ''}>
            <Statistic
              title={tr(TITLES.rate)}
              value={summary ? lossRate(summary[LOSS], summary[METER]) : 0}
              precision={2}
              suffix="%"
              loading={loading}
            />
          </div>
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Panel testId="panel-loss-trend" title={text('每日电量与电损', 'Metered, billed and lost per day')}>
            <MeasuresChart
              testId="chart-loss-trend"
              entity="powerLossRecord"
              dimension="lossDate:day"
              filters={filters}
              measures={[
                { key: METER, title: TITLES.meter },
                { key: BILLED, title: TITLES.billed },
                { key: LOSS, title: TITLES.loss },
              ]}
              kind="line"
            />
          </Panel>
        </Col>
        <Col xs={24} xl={10}>
          <Panel testId="panel-loss-ranking" title={text('场站电损排名(kWh)', 'Stations by loss (kWh)')}>
            <AggregateChart
              testId="chart-loss-ranking"
              entity="powerLossRecord"
              dimensions={['stationId']}
              measure={LOSS}
              filters={filters}
              kind="bar"
              top={10}
            />
          </Panel>
        </Col>
      </Row>
      <Panel
        testId="panel-loss-stations"
        title={text('场站电损明细', 'Loss per station')}
        extra={
          <AggregateExportButton
            entity="powerLossRecord"
            body={byStation}
            title={text('电损分析', 'Loss analysis')}
            columns={[
              { key: 'stationId', title: TITLES.station },
              { key: METER, title: TITLES.meter, format: 'number' },
              { key: BILLED, title: TITLES.billed, format: 'number' },
              { key: LOSS, title: TITLES.loss, format: 'number' },
              { key: 'rate', title: TITLES.rate, format: 'percent', ratioOf: [LOSS, METER] },
            ]}
            testId="export-loss"
          />
        }
      >
        <Table<AggregateRow>
          data-testid="loss-stations"
          size="small"
          rowKey={(row) => String(row.stationId)}
          loading={loading}
          dataSource={stations.answer?.rows ?? []}
          pagination={false}
          columns={[
            {
              key: 'station',
              title: tr(TITLES.station),
              render: (_, row) => row.$labels.stationId ?? String(row.stationId),
            },
            { key: 'meter', title: tr(TITLES.meter), align: 'right', render: (_, row) => kwh(row[METER]) },
            { key: 'billed', title: tr(TITLES.billed), align: 'right', render: (_, row) => kwh(row[BILLED]) },
            { key: 'loss', title: tr(TITLES.loss), align: 'right', render: (_, row) => kwh(row[LOSS]) },
            {
              key: 'rate',
              title: tr(TITLES.rate),
              align: 'right',
              render: (_, row) => `${lossRate(Number(row[LOSS]), Number(row[METER])).toFixed(2)}%`,
            },
          ]}
          summary={() =>
            summary ? (
              <Table.Summary.Row data-testid="loss-total">
                <Table.Summary.Cell index={0}>{tr(text('合计', 'Total'))}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {kwh(summary[METER])}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {kwh(summary[BILLED])}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {kwh(summary[LOSS])}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {lossRate(summary[LOSS], summary[METER]).toFixed(2)}%
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </Panel>
    </Space>
  );
}
