import { Badge, Calendar, Card, Segmented, Spin, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiTable } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import { CALENDAR_SOURCES, type CalendarSource } from './sources';

type Row = Record<string, unknown> & { id: number; $labels?: Record<string, string> };

/** Most entries one month can hold: the page route's largest page. */
const ROWS_SHOWN = 500;
const BADGE_STATUS: Record<string, 'success' | 'processing' | 'error' | 'warning' | 'default'> = {
  success: 'success',
  processing: 'processing',
  error: 'error',
  warning: 'warning',
};

const dayOf = (value: unknown) => (typeof value === 'string' ? dayjs(value).format('YYYY-MM-DD') : '');

/**
 * O&M calendar (/operation/scheduling/calendar): inspection tasks, work order deadlines, the duty
 * roster, dispatch plans or bus reservations of the shown month on a calendar, each coloured by
 * its status or shift; an entry opens its row. The rows come from the entities' own page routes,
 * so their permissions and station scope apply.
 */
export default function OperationCalendarPage() {
  const { tr } = useI18n();
  const navigate = useNavigate();
  const [sourceKey, setSourceKey] = useState(CALENDAR_SOURCES[0].key);
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [rows, setRows] = useState<Row[]>();
  const source = CALENDAR_SOURCES.find((item) => item.key === sourceKey) ?? CALENDAR_SOURCES[0];

  useEffect(() => {
    let live = true;
    setRows(undefined);
    // The calendar shows parts of the neighbouring months too.
    const from = month.subtract(7, 'day').format('YYYY-MM-DD');
    const to = month.endOf('month').add(14, 'day').format('YYYY-MM-DD');
    apiTable<Row>(source.page, { pageNo: 1, pageSize: ROWS_SHOWN, filters: { [source.dateField]: [from, to] } })
      .then((page) => live && setRows(page.data))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [source, month]);

  const byDay = useMemo(() => {
    const days = new Map<string, Row[]>();
    for (const row of rows ?? []) {
      const day = dayOf(row[source.dateField]);
      days.set(day, [...(days.get(day) ?? []), row]);
    }
    return days;
  }, [rows, source]);

  const cell = (date: Dayjs) => (
    <DayEntries
      rows={byDay.get(date.format('YYYY-MM-DD')) ?? []}
      source={source}
      tr={tr}
      open={(id) => navigate(`${source.url}/detail/${id}`)}
    />
  );

  return (
    <Card
      title={
        <Segmented
          value={sourceKey}
          onChange={(value) => setSourceKey(String(value))}
          options={CALENDAR_SOURCES.map((item) => ({ value: item.key, label: tr(item.title) }))}
        />
      }
    >
      <Spin spinning={rows === undefined}>
        <Calendar
          value={month}
          cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
          onPanelChange={(date) => setMonth(date.startOf('month'))}
          onSelect={(date) => setMonth(date.startOf('month'))}
        />
      </Spin>
    </Card>
  );
}

function DayEntries(props: {
  rows: Row[];
  source: CalendarSource;
  tr: ReturnType<typeof useI18n>['tr'];
  open: (id: number) => void;
}) {
  const { rows, source, tr, open } = props;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => {
        const tag = source.tags.find((item) => String(item.value) === String(row[source.tagField]));
        const label = row.$labels?.[source.labelField] ?? String(row[source.labelField] ?? row.id);
        return (
          <li key={row.id}>
            <Tooltip title={tag ? tr(tag.label) : undefined}>
              <a
                onClick={(event) => {
                  event.stopPropagation();
                  open(row.id);
                }}
              >
                <Badge
                  status={BADGE_STATUS[tag?.color ?? ''] ?? 'default'}
                  color={tag && !BADGE_STATUS[tag.color ?? ''] ? tag.color : undefined}
                  text={label}
                />
              </a>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
