import { Descriptions } from 'antd';
import type { DetailGroupModel, DetailItem, Row } from '../engine';
import type { Locale } from '../meta/model';
import { columnRegistry } from '../registry/columns';
import type { CellContext } from '../registry/define-column';

interface DetailDescriptionsProps {
  groups: DetailGroupModel[];
  row: Row;
  columns: number;
  locale: Locale;
}

/** The schema's detail groups as description lists, values through the column renderers. */
export function DetailDescriptions({ groups, row, columns, locale }: DetailDescriptionsProps) {
  const render = (value: unknown, cellRow: Row, item: DetailItem) =>
    (columnRegistry.get(item.renderer) ?? columnRegistry.require('text')).render(value, cellRow, item, context);
  const context: CellContext = { locale, place: 'detail', renderCell: render };
  return (
    <>
      {groups.map((group) => (
        <Descriptions
          key={group.title}
          title={group.title}
          bordered
          size="small"
          column={columns}
          style={{ marginBottom: 16 }}
          items={group.items.map((item) => ({
            key: item.key,
            label: item.title,
            // Sub rows take the whole line: their table needs the width.
            span: item.rows ? columns : undefined,
            styles: item.rows ? { label: { whiteSpace: 'nowrap' } } : undefined,
            children: render(row[item.key], row, item),
          }))}
        />
      ))}
    </>
  );
}
