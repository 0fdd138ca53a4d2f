import { Fragment, type ReactNode } from 'react';
import type { Locale } from '../../meta/model';

/** What stands between the values of one cell: the enumeration comma in Chinese, a comma in English. */
export const valueSeparator = (locale: Locale): string => (locale === 'zh-CN' ? '、' : ', ');

/**
 * Several values of one cell, a separator between each two, so that the cell reads "A、B" (or
 * "A, B") whether seen, copied or read aloud, never "AB".
 */
export function separated(parts: { key: string; node: ReactNode }[], locale: Locale): ReactNode {
  const separator = valueSeparator(locale);
  return parts.map((part, i) => (
    <Fragment key={part.key}>
      {i > 0 && <span className="cell-separator">{separator}</span>}
      {part.node}
    </Fragment>
  ));
}
