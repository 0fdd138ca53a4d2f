import type { MetaBundle } from '../../src/meta/bundle';
import { t, type EntityFile, type Locale } from '../../src/meta/model';

/** A status value as its dictionary names it in the caller's language (the raw value otherwise). */
export function statusLabel(bundle: MetaBundle, entity: EntityFile, value: unknown, locale: Locale): string {
  const field = entity.statusField ? entity.fields[entity.statusField] : undefined;
  const item = bundle.dictionaries.get(field?.dict ?? '')?.items.find((i) => String(i.value) === String(value));
  return item ? t(item.label, locale) : String(value ?? '-');
}
