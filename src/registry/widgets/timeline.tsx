import { ArrayTable } from '@formily/antd-v5';
import type { ArrayField } from '@formily/core';
import { observer, useField } from '@formily/react';
import { toJS } from '@formily/reactive';
import type { ComponentProps } from 'react';
import type { DictOption } from '../../engine/fields';
import { defineWidget } from '../define-widget';
import { TimelineBar } from './timeline-bar';

type TimelineProps = ComponentProps<typeof ArrayTable> & {
  timeline?: { start: string; end: string; colorField?: string };
  options?: DictOption[];
};

/**
 * Sub rows of [start, end, ...] as an array table under a 24-hour bar that redraws as the rows
 * change; the checks (no gaps, no overlaps, full day) are the table's validator, shared with
 * the server (src/meta/sub-rows).
 */
const TimelineTable = observer(({ timeline, options, ...table }: TimelineProps) => {
  const field = useField<ArrayField>();
  // A deep copy reads every cell, so that the bar redraws when any time or period changes.
  const rows = Array.isArray(field.value) ? (toJS(field.value) as Record<string, unknown>[]) : [];
  return (
    <div className="timeline-table">
      {timeline && (
        <div style={{ marginBottom: 8 }}>
          <TimelineBar rows={rows} timeline={timeline} options={options} height={20} ticks />
        </div>
      )}
      <ArrayTable {...table} />
    </div>
  );
});

export default defineWidget({ id: 'timeline', component: TimelineTable });
