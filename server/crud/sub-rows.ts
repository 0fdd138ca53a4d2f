import type { MetaBundle } from '../../src/meta/bundle';
import { t, type EntityFile, type Locale } from '../../src/meta/model';
import { checkSubRows } from '../../src/meta/sub-rows';
import { validationError } from './crud-error';

/**
 * Refuses the payload when a sub-table's rows break their rules, before anything is written:
 * the message names the field, then each bad row and cell (the web form runs the same checks).
 * The rows are saved in the parent's own column, so the parent and its rows commit together.
 */
export function refuseBadSubRows(
  bundle: MetaBundle,
  entity: EntityFile,
  values: Record<string, unknown>,
  locale: Locale,
): void {
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.sub || !(name in values)) continue;
    const problems = checkSubRows(field, values[name], bundle.dictionaries, locale);
    if (problems.length === 0) continue;
    const separator = locale === 'zh-CN' ? '；' : '; ';
    throw validationError(
      `${t(field.title, locale)}${locale === 'zh-CN' ? '：' : ': '}${problems.join(separator)}`,
      problems.map((text) => ({ field: name, message: text })),
    );
  }
}
