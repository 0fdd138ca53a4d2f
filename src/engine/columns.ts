import type { MetaBundle } from '../meta/bundle';
import type { EntityFile, FieldDef, ListColumn, Locale } from '../meta/model';
import { t } from '../meta/model/plain';
import type { DisplayId } from '../meta/model/presentation-ids';
import { dictOptions, fieldOf, inView, type DictOption } from './fields';

/** Column renderer ids: the `display` ids listed in src/meta (the column registry implements each). */
export type ColumnRendererId = DisplayId;

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
  /** Sub rows drawn on a day: their time fields, and the colour field whose options colour them. */
  timeline?: { start: string; end: string; colorField?: string };
  /** Sub rows: the model of each row field, for a detail's table of the rows. */
  rows?: Omit<ColumnModel, 'sortable' | 'link'>[];
}

/**
 * The renderer of a field: the one the schema names in `display`, otherwise its type's. The
 * name never decides: a gun index says `"display": "gun-letter"`.
 */
export function rendererFor(field: FieldDef): ColumnRendererId {
  if (field.display) return field.display;
  // A user id shows the name the server sends in `$labels`, as a reference does.
  if (field.userRef) return 'reference';
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
      return field.sub?.timeline ? 'timeline' : 'json';
    default:
      return 'text';
  }
}

/** The options a json field's renderer labels its rows with: the dictionary of the timeline's colour field. */
function rowOptions(field: FieldDef, bundle: MetaBundle, locale: Locale): DictOption[] | undefined {
  const colorField = field.sub?.timeline?.colorField;
  const colour = colorField ? field.sub?.fields[colorField] : undefined;
  return colour ? dictOptions(bundle, colour, locale) : undefined;
}

/** The model of a field shown read-only, from its definition. */
function fieldDisplayModel(
  name: string,
  field: FieldDef,
  bundle: MetaBundle,
  locale: Locale,
): Omit<ColumnModel, 'sortable' | 'link'> {
  const sub = field.sub;
  return {
    key: name,
    title: t(field.title, locale),
    renderer: rendererFor(field),
    options: field.dict ? dictOptions(bundle, field, locale) : rowOptions(field, bundle, locale),
    moneyUnit: field.type === 'money' ? (field.moneyUnit ?? 100) : undefined,
    precision: field.precision,
    timeline: sub?.timeline,
    rows: sub
      ? (sub.columns ?? Object.keys(sub.fields)).map((row) => fieldDisplayModel(row, sub.fields[row], bundle, locale))
      : undefined,
  };
}

/** The model of one field shown read-only (a column or a detail item). */
export function displayModel(
  entity: EntityFile,
  name: string,
  bundle: MetaBundle,
  locale: Locale,
): Omit<ColumnModel, 'sortable' | 'link'> {
  return fieldDisplayModel(name, fieldOf(entity, name), bundle, locale);
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
