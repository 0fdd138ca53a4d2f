import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import {
  buildDetailSummary,
  summaryBody,
  summaryCounts,
  summaryValue,
  useMetaBundle,
  type RowId,
  type SummaryPanelModel,
} from '../engine';
import { useAggregate } from '../charts/use-aggregate';
import { COCKPIT_REFRESH_MS } from '../cockpit/use-figure';
import { useI18n } from '../i18n';
import { actionKey } from '../meta/entity-actions';
import type { EntityFile } from '../meta/model';
import { useCan } from './use-can';

/** One panel: its figures and counts, asked again as the network moves (a session billed). */
function SummaryPanel({ panel, id }: { panel: SummaryPanelModel; id: RowId }) {
  const key = JSON.stringify(summaryBody(panel, id));
  const body = useMemo(() => JSON.parse(key) as ReturnType<typeof summaryBody>, [key]);
  const { answer, loading, error } = useAggregate(panel.entity.name, body, COCKPIT_REFRESH_MS);
  const counts = summaryCounts(panel, answer);
  return (
    <Card size="small" title={panel.title} loading={loading && !answer} data-summary={panel.key}>
      {error ? (
        <Alert type="error" showIcon message={error} />
      ) : (
        <Row gutter={[16, 8]}>
          {panel.figures.map((figure) => (
            <Col key={figure.measure} data-figure={figure.measure}>
              <Statistic title={figure.title} value={summaryValue(figure, answer)} suffix={figure.unit} />
            </Col>
          ))}
          {panel.countBy?.values.map((item) => (
            <Col key={item.value} data-count={item.value}>
              <Statistic title={item.title} value={counts.get(item.value) ?? 0} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

/**
 * The summary panels a detail declares, above its fields: figures over the rows of other
 * entities that reference this row, through the aggregate route (the caller's seller and
 * stations applied there), each panel only for a user who may list that entity.
 */
export function DetailSummaryPanels({ entity, id }: { entity: EntityFile; id: RowId }) {
  const { locale } = useI18n();
  const bundle = useMetaBundle();
  const can = useCan();
  const panels = useMemo(() => buildDetailSummary(entity, bundle, locale), [entity, bundle, locale]);
  const visible = panels.filter((panel) => can(actionKey(panel.entity.pageId, 'query')));
  if (visible.length === 0) return null;
  return (
    <Row gutter={[16, 16]} className="detail-summary" style={{ marginBottom: 16 }}>
      {visible.map((panel) => (
        <Col key={panel.key} xs={24} lg={12}>
          <SummaryPanel panel={panel} id={id} />
        </Col>
      ))}
    </Row>
  );
}
