import { Card, Col, Descriptions, Empty, Row, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiPost, apiTable } from '../../api/http';
import { AggregateChart } from '../../charts/aggregate-chart';
import { AggregateStat } from '../../charts/aggregate-stat';
import { Panel } from '../../cockpit/cockpit-parts';
import { useI18n } from '../../i18n/use-i18n';
import { text } from '../../insight/analysis-parts';
import { useEntityMeta } from '../../insight/use-entity-meta';
import { dimensionText } from '../../charts/aggregate-chart';
import { API_CODES } from '../../meta/api-codes';
import { RemoteSelect } from '../system-admin/remote-select';
import { memberIdOf, PORTRAIT_BASE } from './member-path';

/** Every bill of the member, whatever its date (a portrait is the member's whole history). */
const ALL_TIME = ['2000-01-01', '2099-12-31'];

type Row = Record<string, unknown>;

/** A member's own rows of an entity's list (tags, vehicles), narrowed by the server to the seller. */
function useMemberRows(entityPath: string, memberId: number | undefined) {
  const [rows, setRows] = useState<Row[]>();
  useEffect(() => {
    if (!memberId) return;
    let live = true;
    setRows(undefined);
    void apiTable<Row>(entityPath, { pageNo: 1, pageSize: 50, filters: { memberId } }).then(
      (page) => live && setRows(page.data),
    );
    return () => {
      live = false;
    };
  }, [entityPath, memberId]);
  return rows;
}

/**
 * User portrait detail (/userPortraitInfo/:memberId): one member's tags, when and where they
 * charge and how much, what they spent and saved with coupons and discounts, and their vehicles.
 * Without a member in the path, a picker chooses one.
 */
export default function UserPortraitInfoPage() {
  const { tr } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const memberId = memberIdOf(location.pathname);
  const memberMeta = useEntityMeta('member');
  const [member, setMember] = useState<Row | null>();
  useEffect(() => {
    if (!memberId) return;
    let live = true;
    setMember(undefined);
    void apiPost<Row>('/api/member/member/get', { id: memberId }, { silent: true }).then(
      (answer) => live && setMember(answer.code === API_CODES.OK && answer.data ? answer.data : null),
      () => live && setMember(null),
    );
    return () => {
      live = false;
    };
  }, [memberId]);
  const tags = useMemberRows('/api/taglib/memberTag/page', memberId);
  const vehicles = useMemberRows('/api/member/vehicle/page', memberId);
  const filters = useMemo(() => ({ memberId, startTime: ALL_TIME }), [memberId]);
  const dict = (field: string) =>
    member
      ? dimensionText(memberMeta?.entity, memberMeta?.bundle, field, { [field]: member[field], $labels: {} }, tr)
      : '';
  const tagNames = [
    ...new Set((tags ?? []).flatMap((row) => ((row.$labels as Record<string, unknown>)?.tagIds as string[]) ?? [])),
  ];

  const picker = (
    <Space data-testid="portrait-member-picker">
      <Typography.Text>{tr(text('会员', 'Member'))}</Typography.Text>
      <RemoteSelect
        optionsPath="/api/member/member/options"
        value={memberId}
        style={{ width: 280 }}
        placeholder={tr(text('输入姓名或手机号查找会员', 'Find a member by name'))}
        onChange={(value) => navigate(value ? `${PORTRAIT_BASE}/${Number(value)}` : PORTRAIT_BASE)}
      />
    </Space>
  );
  if (!memberId)
    return (
      <Card data-testid="user-portrait-info">
        {picker}
        <Empty description={tr(text('请选择一位会员查看其画像', 'Choose a member to see their portrait'))} />
      </Card>
    );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="user-portrait-info">
      <Card size="small">{picker}</Card>
      <Card size="small" loading={member === undefined} data-testid="portrait-member">
        {member === null ? (
          <Empty description={tr(text('未找到该会员', 'No such member'))} />
        ) : (
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={tr(text('姓名', 'Name'))}>{String(member?.name ?? '')}</Descriptions.Item>
            <Descriptions.Item label={tr(text('会员号', 'Member number'))}>
              {String(member?.memberNo ?? '')}
            </Descriptions.Item>
            <Descriptions.Item label={tr(text('会员类型', 'Member type'))}>{dict('memberType')}</Descriptions.Item>
            <Descriptions.Item label={tr(text('会员等级', 'Level'))}>{dict('memberLevel')}</Descriptions.Item>
            <Descriptions.Item label={tr(text('来源', 'Source'))}>{dict('source')}</Descriptions.Item>
            <Descriptions.Item label={tr(text('标签', 'Tags'))}>
              <span data-testid="portrait-tags">
                {tagNames.length
                  ? tagNames.map((name) => <Tag key={name}>{name}</Tag>)
                  : tags
                    ? tr(text('暂无标签', 'No tags'))
                    : '…'}
              </span>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={12} xl={6}>
          <AggregateStat
            testId="portrait-bills"
            entity="bill"
            measure="count"
            filters={filters}
            title={text('充电次数', 'Charges')}
          />
        </Col>
        <Col xs={12} xl={6}>
          <AggregateStat
            testId="portrait-kwh"
            entity="bill"
            measure="sum:kwh"
            filters={filters}
            precision={1}
            suffix="kWh"
            title={text('充电量', 'Energy')}
          />
        </Col>
        <Col xs={12} xl={6}>
          <AggregateStat
            testId="portrait-spend"
            entity="bill"
            measure="sum:totalAmount"
            filters={filters}
            money
            title={text('消费金额', 'Spent')}
          />
        </Col>
        <Col xs={12} xl={6}>
          <AggregateStat
            testId="portrait-discount"
            entity="bill"
            measure="sum:discount"
            filters={filters}
            money
            title={text('优惠券与折扣抵扣', 'Saved by coupons and discounts')}
          />
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Panel testId="panel-portrait-hours" title={text('充电时段（小时）', 'Charges by hour of day')}>
            <AggregateChart
              testId="chart-portrait-hours"
              entity="bill"
              dimensions={['startTime:hourOfDay']}
              measure="count"
              filters={filters}
              kind="column"
              drill={false}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel testId="panel-portrait-stations" title={text('常去场站（kWh）', 'Stations used (kWh)')}>
            <AggregateChart
              testId="chart-portrait-stations"
              entity="bill"
              dimensions={['stationId']}
              measure="sum:kwh"
              filters={filters}
              kind="bar"
              top={10}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel testId="panel-portrait-spend" title={text('每月消费', 'Spent per month')}>
            <AggregateChart
              testId="chart-portrait-spend"
              entity="bill"
              dimensions={['startTime:month']}
              measure="sum:totalAmount"
              filters={filters}
              kind="column"
              money
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel testId="panel-portrait-vehicles" title={text('车辆', 'Vehicles')}>
            <Table<Row>
              data-testid="portrait-vehicles"
              size="small"
              rowKey={(row) => String(row.id)}
              pagination={false}
              loading={!vehicles}
              dataSource={vehicles ?? []}
              columns={[
                { key: 'plateNo', dataIndex: 'plateNo', title: tr(text('车牌', 'Plate')) },
                { key: 'brand', dataIndex: 'brand', title: tr(text('品牌', 'Brand')) },
                { key: 'model', dataIndex: 'model', title: tr(text('车型', 'Model')) },
                { key: 'batteryKwh', dataIndex: 'batteryKwh', title: tr(text('电池(kWh)', 'Battery (kWh)')) },
              ]}
            />
          </Panel>
        </Col>
      </Row>
    </Space>
  );
}
