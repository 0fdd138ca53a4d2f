import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnModel, ListQuery, Row } from '../engine';
import type { EntityFile, Locale } from '../meta/model';
import { columnRegistry } from '../registry/columns';
import { detailPath } from './detail-path';

/**
 * antd columns from the column models. Built once per entity, locale and sort (the caller
 * memoises); each cell is a plain function call into the registry, with no hooks.
 */
export function tableColumns(
  entity: EntityFile,
  models: ColumnModel[],
  locale: Locale,
  sort: ListQuery['sort'],
  rowActions?: { title: string; width: number; render(row: Row): ReactNode },
): TableColumnType<Row>[] {
  const context = { locale };
  const columns: TableColumnType<Row>[] = models.map((model) => {
    const renderer = columnRegistry.get(model.renderer) ?? columnRegistry.require('text');
    return {
      key: model.key,
      dataIndex: model.key,
      title: model.title,
      width: model.width,
      fixed: model.fixed,
      sorter: model.sortable,
      sortOrder: model.sortable && sort?.field === model.key ? sort.order : null,
      render: (value: unknown, row: Row) => {
        const cell = renderer.render(value, row, model, context);
        return model.link ? <Link to={detailPath(entity, row.id)}>{cell}</Link> : cell;
      },
    };
  });
  if (rowActions) {
    columns.push({
      key: '$actions',
      title: rowActions.title,
      fixed: 'right',
      width: rowActions.width,
      render: (_: unknown, row: Row) => rowActions.render(row),
    });
  }
  return columns;
}
