import { TEXTS } from '../../engine/texts';
import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';
import { SubRowsTable } from './sub-rows-table';

/** Structured values: sub rows counted in a list and listed in full in a detail; other json as text. */
export default defineColumn({
  id: 'json',
  render: (value, _row, column, context) => {
    if (isBlank(value)) return EMPTY_CELL;
    if (Array.isArray(value) && column.rows) {
      if (context.place === 'detail')
        return <SubRowsTable rows={value as Record<string, unknown>[]} models={column.rows} context={context} />;
      return `${value.length} ${TEXTS.row[context.locale]}`;
    }
    return JSON.stringify(value);
  },
});
