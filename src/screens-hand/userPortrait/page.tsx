import { Col, Row, Space, Typography } from 'antd';
import { AggregateChart } from '../../charts/aggregate-chart';
import { AggregateStat } from '../../charts/aggregate-stat';
import { Panel } from '../../cockpit/cockpit-parts';
import { useI18n } from '../../i18n/use-i18n';
import { text } from '../../insight/analysis-parts';
import { TagBars } from './tag-bars';

/** The word cloud follows tagging as it happens (a rule run, a manual tag). */
const CLOUD_REFRESH_MS = 5_000;

/**
 * User portrait (/userPortrait): which tags the members carry and how large each segment is.
 * A tag's bar opens the members carrying it; a segment's bar or slice opens the member list
 * filtered to it.
 */
export default function UserPortraitPage() {
  const { tr } = useI18n();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="user-portrait">
      <Typography.Text type="secondary">
        {tr(text('标签覆盖与会员分群；点击柱形查看对应会员', 'Tags and member segments; click a bar for its members'))}
      </Typography.Text>
      <Row gutter={[12, 12]}>
        <Col xs={12} xl={6}>
          <AggregateStat
            testId="stat-tagged-members"
            entity="memberTag"
            measure="countDistinct:memberId"
            title={text('已打标签会员', 'Tagged members')}
          />
        </Col>
        <Col xs={12} xl={6}>
          <AggregateStat testId="stat-tags" entity="labelTag" measure="count" title={text('标签数', 'Tags')} />
        </Col>
        <Col xs={12} xl={6}>
          <AggregateStat testId="stat-members" entity="member" measure="count" title={text('会员总数', 'Members')} />
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Panel testId="panel-tag-cloud" title={text('标签词云', 'Tag cloud')}>
            <AggregateChart
              testId="chart-tag-cloud"
              entity="labelTag"
              dimensions={['name']}
              measure="sum:coverCount"
              kind="wordCloud"
              refreshMs={CLOUD_REFRESH_MS}
              drill={false}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel testId="panel-tag-members" title={text('各标签会员数', 'Members per tag')}>
            <TagBars testId="chart-tag-members" />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel testId="panel-tag-category" title={text('标签分类覆盖', 'Tagged members per category')}>
            <AggregateChart
              testId="chart-tag-category"
              entity="labelTag"
              dimensions={['categoryId']}
              measure="sum:coverCount"
              kind="pie"
            />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel testId="panel-segment-level" title={text('会员等级分群', 'Segments by level')}>
            <AggregateChart
              testId="chart-segment-level"
              entity="member"
              dimensions={['memberLevel']}
              measure="count"
              kind="column"
            />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel testId="panel-segment-type" title={text('会员类型分群', 'Segments by type')}>
            <AggregateChart
              testId="chart-segment-type"
              entity="member"
              dimensions={['memberType']}
              measure="count"
              kind="pie"
            />
          </Panel>
        </Col>
      </Row>
    </Space>
  );
}
