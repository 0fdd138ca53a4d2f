import type { ReactNode } from 'react';
import type { ColumnModel, ColumnRendererId } from '../engine/columns';
import type { Row } from '../engine/data-provider';
import type { Locale } from '../meta/model';

export interface CellContext {
  locale: Locale;
  /** A detail shows structured values in full (sub rows as a table); a list cell stays compact. */
  place?: 'list' | 'detail';
  /** Renders a nested value with its own renderer (given where sub rows are shown in full). */
  renderCell?(value: unknown, row: Row, column: Omit<ColumnModel, 'sortable' | 'link'>): ReactNode;
}

/**
 * A cell renderer for lists and details. A plain function, not a component: a 100-row page of
 * 12 columns renders 1,200 cells, so renderers hold no hooks and fetch nothing.
 */
export interface ColumnDefinition {
  /** One of the ids listed in src/meta (DISPLAY_TYPES), which also says what field types it shows. */
  id: ColumnRendererId;
  render(value: unknown, row: Row, column: Omit<ColumnModel, 'sortable' | 'link'>, context: CellContext): ReactNode;
}

export const defineColumn = (definition: ColumnDefinition) => definition;

export const EMPTY_CELL = '-';
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';
