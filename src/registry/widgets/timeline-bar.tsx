import { Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import type { DictOption } from '../../engine/fields';
import { DAY_MINUTES, formatClock, timelineSpans } from '../../meta/sub-rows/timeline';

export interface TimelineBarProps {
  rows: readonly Record<string, unknown>[];
  timeline: { start: string; end: string; colorField?: string };
  options?: DictOption[];
  height?: number;
  /** Hour marks under the bar (the form shows them, a table cell does not). */
  ticks?: boolean;
}

/** antd's named tag colours, as the bar paints them. */
const COLOURS: Record<string, string> = {
  red: '#ff4d4f',
  orange: '#fa8c16',
  gold: '#faad14',
  blue: '#1677ff',
  green: '#52c41a',
  cyan: '#13c2c2',
  purple: '#722ed1',
  success: '#52c41a',
  error: '#ff4d4f',
  warning: '#faad14',
  processing: '#1677ff',
};
const FALLBACK = '#8c8c8c';
const TICKS = [0, 6, 12, 18, 24];

const percent = (minutes: number) => `${(minutes / DAY_MINUTES) * 100}%`;

/** The rows' periods on a 24-hour bar, coloured by the colour field's dictionary; gaps stay empty. */
export function TimelineBar({ rows, timeline, options, height = 16, ticks = false }: TimelineBarProps) {
  const spans = timelineSpans(rows, timeline);
  const optionOf = (row: Record<string, unknown>) =>
    timeline.colorField ? options?.find((o) => String(o.value) === String(row[timeline.colorField!])) : undefined;
  const bar: CSSProperties = {
    position: 'relative',
    height,
    minWidth: 160,
    background: 'repeating-linear-gradient(45deg, #fafafa, #fafafa 4px, #f0f0f0 4px, #f0f0f0 8px)',
    borderRadius: 3,
    overflow: 'hidden',
  };
  return (
    <div className="timeline-bar">
      <div style={bar}>
        {spans.map((span) => {
          const option = optionOf(rows[span.row]);
          const label = `${option?.label ?? ''} ${formatClock(span.start)}-${formatClock(span.end)}`.trim();
          return (
            <Tooltip key={span.row} title={label}>
              <div
                data-period={label}
                style={{
                  position: 'absolute',
                  left: percent(span.start),
                  width: percent(span.end - span.start),
                  top: 0,
                  bottom: 0,
                  background: COLOURS[option?.color ?? ''] ?? option?.color ?? FALLBACK,
                  borderRight: '1px solid #fff',
                }}
              />
            </Tooltip>
          );
        })}
      </div>
      {ticks && (
        <div style={{ position: 'relative', height: 16, fontSize: 11, color: '#8c8c8c', whiteSpace: 'nowrap' }}>
          {TICKS.map((hour) => (
            <span
              key={hour}
              style={{
                position: 'absolute',
                left: percent(hour * 60),
                transform: hour === 0 ? undefined : hour === 24 ? 'translateX(-100%)' : 'translateX(-50%)',
              }}
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
