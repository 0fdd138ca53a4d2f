import type { ReactNode } from 'react';

// Stands in for antd Table's column filter dropdown (see vite.config.ts). Lists filter in their
// filter form, never in column headers, and the dropdown would bring antd's Tree (about 14 KB
// gzip) to every list. antd only renders it for a column that declares `filters` or
// `filterDropdown`; such a column would show its title without the funnel.

interface FilterItem {
  value: unknown;
  children?: FilterItem[];
}

/** The values of a filter tree, as antd's own helper computes them. */
export function flattenKeys(filters?: FilterItem[]): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);
}

interface FilterDropdownProps {
  prefixCls: string;
  tablePrefixCls: string;
  children: ReactNode;
}

export default function FilterDropdown({ prefixCls, tablePrefixCls, children }: FilterDropdownProps) {
  return (
    <div className={`${prefixCls}-column`}>
      <span className={`${tablePrefixCls}-column-title`}>{children}</span>
    </div>
  );
}
