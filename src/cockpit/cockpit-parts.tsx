import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model';

export const text = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });

const TEXT = {
  failed: text('部分数据加载失败', 'Some figures could not be loaded'),
  retry: text('重试', 'Retry'),
  refresh: text('刷新', 'Refresh'),
  live: text('每 15 秒自动刷新', 'Refreshes every 15 s'),
} as const;

export interface KpiItem {
  key: string;
  title: LocalizedText;
  /** Undefined while loading; null when it cannot be computed (no data). */
  value: number | null | undefined;
  /** The figure's request failed. */
  error?: boolean;
  precision?: number;
  /** Fen shown as yuan. */
  money?: boolean;
  suffix?: string;
}

/** One KPI: its title and figure (raw value in data-value, for tests and tools). */
export function Kpi({ item }: { item: KpiItem }) {
  const { tr } = useI18n();
  const shown =
    item.value === null || item.value === undefined ? undefined : item.money ? item.value / 100 : item.value;
  return (
    <Card size="small" data-testid={`kpi-${item.key}`} data-value={item.value ?? ''}>
      <Statistic
        title={tr(item.title)}
        value={item.error || shown === undefined ? '—' : shown}
        loading={item.value === undefined && !item.error}
        precision={shown === undefined ? undefined : item.money ? 2 : item.precision}
        prefix={item.money ? '¥' : undefined}
        suffix={shown === undefined ? undefined : item.suffix}
      />
    </Card>
  );
}

/** A row of KPIs, several to a line. */
export function KpiRow({ items }: { items: KpiItem[] }) {
  return (
    <Row gutter={[12, 12]}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={Math.max(4, Math.floor(24 / items.length))}>
          <Kpi item={item} />
        </Col>
      ))}
    </Row>
  );
}

/** A titled panel holding a chart, a map or a table. */
export function Panel(props: { title: LocalizedText; testId: string; extra?: ReactNode; children: ReactNode }) {
  const { tr } = useI18n();
  return (
    <Card size="small" title={tr(props.title)} extra={props.extra} data-testid={props.testId}>
      {props.children}
    </Card>
  );
}

/**
 * The cockpit's head line: its purpose, that it refreshes by itself, a refresh button, and
 * a warning with a retry when a figure failed (the rest still shows).
 */
export function CockpitHeader(props: {
  testId: string;
  purpose: LocalizedText;
  failed: boolean;
  onReload: () => void;
  children?: ReactNode;
}) {
  const { tr } = useI18n();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={props.testId}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">
          {tr(props.purpose)} · {tr(TEXT.live)}
        </Typography.Text>
        <Space wrap>
          {props.children}
          <Button icon={<ReloadOutlined />} onClick={props.onReload} data-testid="cockpit-reload">
            {tr(TEXT.refresh)}
          </Button>
        </Space>
      </Space>
      {props.failed ? (
        <Alert
          type="error"
          showIcon
          message={tr(TEXT.failed)}
          data-testid="cockpit-error"
          action={
            <Button size="small" onClick={props.onReload}>
              {tr(TEXT.retry)}
            </Button>
          }
        />
      ) : null}
    </Space>
  );
}

/** The summary value of a measure, undefined while the first answer is on its way. */
export const summaryOf = (state: { answer?: { summary: Record<string, number> } }, measure: string) =>
  state.answer ? Number(state.answer.summary[measure] ?? 0) : undefined;
