import type { Row } from '../../engine/data-provider';
import type { CellContext } from '../define-column';
import type { ColumnModel } from '../../engine/columns';

const CELL = { padding: '4px 8px', borderBottom: '1px solid #f0f0f0', textAlign: 'left' } as const;

/** Sub rows in full, for a detail: one line per row, each value through its own renderer. */
export function SubRowsTable({
  rows,
  models,
  context,
}: {
  rows: Record<string, unknown>[];
  models: Omit<ColumnModel, 'sortable' | 'link'>[];
  context: CellContext;
}) {
  return (
    <table className="sub-rows-table" style={{ borderCollapse: 'collapse', marginTop: 8 }}>
      <thead>
        <tr>
          {models.map((model) => (
            <th key={model.key} style={{ ...CELL, fontWeight: 500 }}>
              {model.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {models.map((model) => (
              <td key={model.key} style={CELL}>
                {context.renderCell
                  ? context.renderCell(row[model.key], row as Row, model)
                  : String(row[model.key] ?? '')}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
