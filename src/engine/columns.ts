import type { MetaBundle } from '../meta/bundle';
import type { EntityFile, FieldDef, ListColumn, Locale } from '../meta/model';
import { t } from '../meta/model/plain';
import { dictOptions, fieldOf, inView, type DictOption } from './fields';

/** Column renderer ids the registry provides; open so that a project can register more. */
export type ColumnRendererId =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'dict-tag'
  | 'reference'
  | 'reference-tags'
  | 'gun-letter'
  | 'image'
  | 'boolean'
  | 'json'
  | (string & {});

/** One table column, all a renderer needs, computed once per entity and locale. */
export interface ColumnModel {
  key: string;
  title: string;
  renderer: ColumnRendererId;
  sortable: boolean;
  width?: number;
  fixed?: 'left' | 'right';
  /** Render as a link to the detail view. */
  link: boolean;
  options?: DictOption[];
  moneyUnit?: number;
  precision?: number;
}

/** Gun indexes 0 to 51 show as A to Z, a to z (SPEC enumerations); recognised by name. */
const isGunIndex = (name: string, field: FieldDef) => field.type === 'integer' && /^gun(Index|No|Number)$/i.test(name);

export function rendererFor(name: string, field: FieldDef): ColumnRendererId {
  if (isGunIndex(name, field)) return 'gun-letter';
  switch (field.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'money':
      return 'money';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'dict':
      return 'dict-tag';
    case 'reference':
      return 'reference';
    case 'references':
      return 'reference-tags';
    case 'image':
      return 'image';
    case 'boolean':
      return 'boolean';
    case 'json':
      return 'json';
    default:
      return 'text';
  }
}

/** The model of one field shown read-only (a column or a detail item). */
export function displayModel(
  entity: EntityFile,
  name: string,
  bundle: MetaBundle,
  locale: Locale,
): Omit<ColumnModel, 'sortable' | 'link'> {
  const field = fieldOf(entity, name);
  return {
    key: name,
    title: t(field.title, locale),
    renderer: rendererFor(name, field),
    options: field.dict ? dictOptions(bundle, field, locale) : undefined,
    moneyUnit: field.type === 'money' ? (field.moneyUnit ?? 100) : undefined,
    precision: field.precision,
  };
}

const columnSpec = (column: ListColumn) => (typeof column === 'string' ? { field: column } : column);

/** The list's columns; the label field links to the detail unless a column says otherwise. */
export function buildColumns(entity: EntityFile, bundle: MetaBundle, locale: Locale): ColumnModel[] {
  const specs = entity.list.columns.map(columnSpec);
  const anyLink = specs.some((s) => s.link !== undefined);
  return specs
    .filter((spec) => inView(fieldOf(entity, spec.field), 'list'))
    .map((spec) => {
      const field = fieldOf(entity, spec.field);
      return {
        ...displayModel(entity, spec.field, bundle, locale),
        sortable: field.sortable ?? false,
        width: spec.width,
        fixed: spec.fixed,
        link: anyLink ? spec.link === true : spec.field === entity.labelField,
      };
    });
}
