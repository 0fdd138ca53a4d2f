import { Alert, Col, Row, Space } from 'antd';
import { useMemo } from 'react';
import { CockpitHeader, KpiRow, Panel, summaryOf, text } from '../../cockpit/cockpit-parts';
import { FigureChart } from '../../cockpit/figure-chart';
import { percent } from '../../cockpit/figures';
import { INTERCONNECTION_DAYS, LOG_TAIL, interconnectionFigures } from '../../cockpit/interconnection-figures';
import { useFigure } from '../../cockpit/use-figure';
import { useLogTail } from '../../cockpit/use-log-tail';
import { EnterpriseTable, LogTailTable, OK, TEXT } from '../../cockpit/interconnection-tables';
import { useI18n } from '../../i18n/use-i18n';

/**
 * Interconnection monitor (/cockpit/interconnectionMonitor): per interconnection enterprise,
 * over the last days, the interface calls, the share that succeeded (result code 0), latency,
 * failures and open interface errors; calls per day; and the tail of the interface log, all
 * asked again every 15 seconds.
 */
export default function CockpitInterconnectionPage() {
  const { tr } = useI18n();
  const figures = useMemo(() => interconnectionFigures(), []);
  const enterprises = useFigure(figures.enterprises);
  const byEnterprise = useFigure(figures.byEnterprise);
  const perDay = useFigure(figures.perDay);
  const openErrors = useFigure(figures.openErrors);
  const tail = useLogTail(LOG_TAIL);
  const all = [enterprises, byEnterprise, perDay, openErrors];
  const calls = summaryOf(byEnterprise, 'count');
  const succeeded = summaryOf(byEnterprise, OK);
  const openByEnterprise = new Map(
    (openErrors.answer?.rows ?? []).map((row) => [String(row.enterpriseId), Number(row['count|status=0'] ?? 0)]),
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="cockpit-interconnection">
      <CockpitHeader
        testId="cockpit-interconnection-header"
        purpose={text(
          `近${INTERCONNECTION_DAYS}日各互联企业的接口调用、成功率与耗时`,
          `Interface calls, success and latency per enterprise, last ${INTERCONNECTION_DAYS} days`,
        )}
        failed={all.some((state) => !!state.error)}
        onReload={() => {
          all.forEach((state) => state.reload());
          tail.reload();
        }}
      />
      <KpiRow
        items={[
          {
            key: 'enterprises',
            title: text('互联企业', 'Enterprises'),
            value: summaryOf(enterprises, 'count'),
            error: !!enterprises.error,
          },
          { key: 'calls', title: TEXT.calls, value: calls, error: !!byEnterprise.error },
          {
            key: 'success-rate',
            title: TEXT.success,
            value: calls === undefined || succeeded === undefined ? undefined : percent(succeeded, calls),
            precision: 1,
            suffix: '%',
            error: !!byEnterprise.error,
          },
          {
            key: 'avg-latency',
            title: TEXT.avg,
            value: summaryOf(byEnterprise, 'avg:durationMs'),
            precision: 0,
            suffix: 'ms',
            error: !!byEnterprise.error,
          },
          {
            key: 'failures',
            title: TEXT.errors,
            value: calls === undefined || succeeded === undefined ? undefined : calls - succeeded,
            error: !!byEnterprise.error,
          },
          {
            key: 'open-errors',
            title: TEXT.openErrors,
            value: summaryOf(openErrors, 'count|status=0'),
            error: !!openErrors.error,
          },
        ]}
      />
      <Panel testId="panel-enterprises" title={text('各互联企业', 'Per enterprise')}>
        <EnterpriseTable state={byEnterprise} openErrors={openByEnterprise} />
      </Panel>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Panel
            testId="panel-calls-per-enterprise"
            title={text('调用与成功（按企业）', 'Calls and successes per enterprise')}
          >
            <FigureChart
              testId="interconnection-enterprises"
              figure={figures.byEnterprise}
              state={byEnterprise}
              kind="groupedColumn"
              x="enterpriseId"
              y={[
                { measure: 'count', title: TEXT.calls },
                { measure: OK, title: text('成功', 'Succeeded') },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel testId="panel-calls-per-day" title={text('每日调用', 'Calls per day')}>
            <FigureChart
              testId="interconnection-per-day"
              figure={figures.perDay}
              state={perDay}
              kind="line"
              x="requestAt:day"
              y={[
                { measure: 'count', title: TEXT.calls },
                { measure: OK, title: text('成功', 'Succeeded') },
              ]}
            />
          </Panel>
        </Col>
      </Row>
      <Panel testId="panel-log-tail" title={text(`最新接口日志（${LOG_TAIL}条）`, `Latest ${LOG_TAIL} interface logs`)}>
        {tail.error ? <Alert type="error" showIcon message={tr(TEXT.tailError)} description={tail.error} /> : null}
        <LogTailTable rows={tail.rows} loading={!tail.rows && !tail.error} />
      </Panel>
    </Space>
  );
}
