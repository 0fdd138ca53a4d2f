import type { MetaBundle } from '../meta/bundle';
import type { EntityFile, Locale } from '../meta/model';
import { MAX_DETAIL_COLUMNS, t } from '../meta/model/plain';
import { displayModel, type ColumnModel } from './columns';
import type { Row, RowId } from './data-provider';
import { fieldOf, inView } from './fields';

export type DetailItem = Omit<ColumnModel, 'sortable' | 'link'>;

export interface DetailGroupModel {
  title: string;
  items: DetailItem[];
}

export interface RelatedModel {
  entity: EntityFile;
  /** The related entity's reference field pointing back here. */
  field: string;
  /** This row's field the related rows' field holds; the row's id when undefined. */
  match?: string;
  /** Fixed values of more of the related entity's list filters (a gun's running bill). */
  filters?: Record<string, string | number>;
  title: string;
}

/**
 * The fixed filter of a related list: its field holding this row's id, or the matched field's
 * value. Undefined while that value is empty (a card without an account): such a list has no
 * rows, and an empty filter would list every row instead.
 */
export function relatedFilter(
  related: Pick<RelatedModel, 'field' | 'match' | 'filters'>,
  id: RowId,
  row: Row | undefined,
): Record<string, string | number> | undefined {
  const value = related.match ? row?.[related.match] : id;
  if (value === undefined || value === null || value === '') return undefined;
  return { ...related.filters, [related.field]: value as string | number };
}

/** Columns of the description list: the schema's, never more than 4 (SPEC layout). */
export const detailColumns = (entity: EntityFile) => Math.min(entity.detail.columns ?? 3, MAX_DETAIL_COLUMNS);

export function buildDetail(entity: EntityFile, bundle: MetaBundle, locale: Locale): DetailGroupModel[] {
  return entity.detail.groups.map((group) => ({
    title: t(group.title, locale),
    items: group.fields
      .filter((name) => inView(fieldOf(entity, name), 'detail'))
      .map((name) => displayModel(entity, name, bundle, locale)),
  }));
}

/** The related lists; a related entity missing from the bundle is a schema error and throws. */
export function buildRelated(entity: EntityFile, bundle: MetaBundle, locale: Locale): RelatedModel[] {
  return (entity.detail.related ?? []).map((rel) => {
    const other = bundle.entities.get(rel.entity);
    if (!other) throw new Error(`${entity.name}: related entity "${rel.entity}" does not exist`);
    return {
      entity: other,
      field: rel.field,
      match: rel.match,
      filters: rel.filters,
      title: t(rel.title ?? other.title, locale),
    };
  });
}
