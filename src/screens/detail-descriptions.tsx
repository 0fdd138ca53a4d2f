import { Descriptions } from 'antd';
import type { DetailGroupModel, Row } from '../engine';
import type { Locale } from '../meta/model';
import { columnRegistry } from '../registry/columns';

interface DetailDescriptionsProps {
  groups: DetailGroupModel[];
  row: Row;
  columns: number;
  locale: Locale;
}

/** The schema's detail groups as description lists, values through the column renderers. */
export function DetailDescriptions({ groups, row, columns, locale }: DetailDescriptionsProps) {
  const context = { locale };
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
            children: (columnRegistry.get(item.renderer) ?? columnRegistry.require('text')).render(
              row[item.key],
              row,
              item,
              context,
            ),
          }))}
        />
      ))}
    </>
  );
}
