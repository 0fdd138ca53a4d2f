import type { MetaBundle } from '../meta/bundle';
import type { EntityFile, Locale } from '../meta/model';
import { MAX_DETAIL_COLUMNS, t } from '../meta/model/plain';
import { displayModel, type ColumnModel } from './columns';
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
  title: string;
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
    return { entity: other, field: rel.field, title: t(rel.title ?? other.title, locale) };
  });
}
