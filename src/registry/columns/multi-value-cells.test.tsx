// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ColumnModel } from '../../engine/columns';
import type { Row } from '../../engine/data-provider';
import type { Locale } from '../../meta/model';
import dictTag from './dict-tag';
import referenceTags from './reference-tags';
import text from './text';

afterEach(cleanup);

type Column = Omit<ColumnModel, 'sortable' | 'link'>;
const shown = (node: ReactNode) => render(<div>{node}</div>).container.textContent;
const cell = (locale: Locale) => ({ locale, place: 'list' as const });

describe('list cells of fields holding several values', () => {
  const stations: Column = { key: 'stationIds', title: '场站', renderer: 'reference-tags' };

  it('separate referenced rows’ names, in the reader’s language', () => {
    // The server sends a list of labels for a list of references, which Row's type does not spell.
    const row = { id: 1, stationIds: [5, 6], $labels: { stationIds: ['罗湖场站', '福田场站'] } } as unknown as Row;
    expect(shown(referenceTags.render(row.stationIds, row, stations, cell('zh-CN')))).toBe('罗湖场站、福田场站');
    expect(shown(referenceTags.render(row.stationIds, row, stations, cell('en-US')))).toBe('罗湖场站, 福田场站');
  });

  it('separate the labels of several dictionary values, a list or its comma-joined text', () => {
    const column: Column = {
      key: 'pileTypes',
      title: '桩类型',
      renderer: 'dict-tag',
      options: [
        { value: 1, label: '直流', color: 'blue' },
        { value: 2, label: '交流' },
      ],
    };
    expect(shown(dictTag.render([1, 2], { id: 1 }, column, cell('zh-CN')))).toBe('直流、交流');
    expect(shown(dictTag.render('1,2', { id: 1 }, column, cell('en-US')))).toBe('直流, 交流');
    expect(shown(dictTag.render(2, { id: 1 }, column, cell('zh-CN')))).toBe('交流');
  });

  it('separate several texts', () => {
    const column: Column = { key: 'tags', title: '标签', renderer: 'text' };
    expect(shown(text.render(['夜间', '快充'], { id: 1 }, column, cell('zh-CN')))).toBe('夜间、快充');
  });
});
