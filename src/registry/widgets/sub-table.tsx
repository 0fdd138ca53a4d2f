import { ArrayTable } from '@formily/antd-v5';
import type { ComponentProps } from 'react';
import { defineWidget } from '../define-widget';

type SubTableProps = ComponentProps<typeof ArrayTable> & { timeline?: unknown; options?: unknown };

/** Child rows edited inline: formily's ArrayTable, one column per row field (engine/sub-table-schema). */
function SubTable({ timeline: _timeline, options: _options, ...table }: SubTableProps) {
  return <ArrayTable {...table} />;
}

export default defineWidget({ id: 'sub-table', component: SubTable });
