import type { MetaBundle } from '../meta/bundle';
import { listFilters, resolveFilterPath } from '../meta/filters/list-filters';
import type { DateRangePreset, EntityFile, FieldDef, Locale } from '../meta/model';
import { tr } from '../i18n/i18n-store';
import { t } from '../meta/model/plain';
import { dictOptions, fieldOf, inView, isNumericField, type DictOption } from './fields';
import { TEXTS } from './texts';
import { filterWidgetFor, type WidgetId } from './widget-choice';

export type Scalar = string | number | boolean;
/** A filter's value as the page route takes it: a value, a [from, to] range or a list. */
export type FilterValue = Scalar | [Scalar | null, Scalar | null] | Scalar[];
export type Filters = Record<string, FilterValue>;

export interface FilterModel {
  key: string;
  title: string;
  widget: WidgetId;
  mode: 'exact' | 'contains' | 'range' | 'in';
  numeric: boolean;
  options?: DictOption[];
  /** Referenced entity, for reference selects. */
  refEntity?: string;
  moneyUnit?: number;
  /** The range a date filter starts with (the server applies it too when none is sent). */
  defaultRange?: DateRangePreset;
}

/** Filters beyond this many fold away behind an "expand" link. */
export const VISIBLE_FILTERS = 3;

export function buildFilters(entity: EntityFile, bundle: MetaBundle, locale: Locale): FilterModel[] {
  return listFilters(entity)
    .map(({ name, defaultRange }) => {
      if (!name.includes('.')) return { name, defaultRange, field: fieldOf(entity, name) };
      const resolved = resolveFilterPath(entity, name, bundle);
      return { name, defaultRange, field: resolved?.field, via: resolved?.via?.entity };
    })
    .filter((entry): entry is typeof entry & { field: FieldDef } => !!entry.field && inView(entry.field, 'filter'))
    .map(({ name, field, defaultRange, via }) => {
      const { widget, mode } = filterWidgetFor(field, bundle);
      const title = t(field.title, locale);
      return {
        key: name,
        title: via ? tr(TEXTS.referencedFieldTitle, { entity: t(via.title, locale), field: title }, locale) : title,
        widget,
        mode,
        numeric: isNumericField(bundle, field),
        options: field.type === 'dict' ? dictOptions(bundle, field, locale) : undefined,
        refEntity: field.ref?.entity,
        moneyUnit: field.type === 'money' ? (field.moneyUnit ?? 100) : undefined,
        defaultRange,
      };
    });
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Drops empty filter values so that neither the URL nor the request carries them. */
export function compactFilters(values: Record<string, unknown>, models: FilterModel[]): Filters {
  const out: Filters = {};
  for (const model of models) {
    const value = values[model.key];
    if (Array.isArray(value)) {
      if (model.mode === 'range' ? value.every(isEmpty) : value.length === 0) continue;
      out[model.key] = value.map((v) => (isEmpty(v) ? null : v)) as FilterValue;
    } else if (!isEmpty(value)) {
      out[model.key] = value as Scalar;
    }
  }
  return out;
}
