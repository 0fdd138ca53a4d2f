import { Col, Row } from 'antd';
import { AggregateChart } from '../../charts/aggregate-chart';
import { Panel } from '../../cockpit/cockpit-parts';
import type { LocalizedText } from '../../meta/model';
import { AggregateExportButton, text } from '../../insight/analysis-parts';

const PANELS: { entity: string; field: string; title: LocalizedText; kind: 'pie' | 'column' }[] = [
  { entity: 'member', field: 'memberType', title: text('会员类型', 'Member type'), kind: 'pie' },
  { entity: 'member', field: 'memberLevel', title: text('会员等级', 'Member level'), kind: 'column' },
  { entity: 'vehicle', field: 'vehicleType', title: text('车辆类型', 'Vehicle type'), kind: 'pie' },
  { entity: 'vehicle', field: 'operationType', title: text('运营性质', 'Vehicle operation'), kind: 'pie' },
];

/**
 * Member description: who the members are (type, level) and what they drive (vehicle type and
 * operation). A slice opens the member or vehicle list filtered to it.
 */
export function DescriptionTab() {
  return (
    <Row gutter={[12, 12]} data-testid="user-analysis-description">
      {PANELS.map((panel) => (
        <Col key={panel.field} xs={24} xl={12}>
          <Panel
            testId={`panel-${panel.field}`}
            title={panel.title}
            extra={
              <AggregateExportButton
                entity={panel.entity}
                body={{ dimensions: [panel.field], measures: ['count'] }}
                title={panel.title}
                columns={[
                  { key: panel.field, title: panel.title },
                  { key: 'count', title: text('数量', 'Count'), format: 'integer' },
                ]}
                testId={`export-${panel.field}`}
              />
            }
          >
            <AggregateChart
              testId={`chart-${panel.field}`}
              entity={panel.entity}
              dimensions={[panel.field]}
              measure="count"
              kind={panel.kind}
            />
          </Panel>
        </Col>
      ))}
    </Row>
  );
}
