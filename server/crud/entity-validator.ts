import type { FieldError } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, Locale } from '../../src/meta/model';
import { compileEntityValidator, type WriteMode } from '../../src/meta/rules';

/**
 * The schema's rules for one entity and write mode, compiled once (the rules module caches per
 * entity object) and shared by save, update and import.
 */
export function validatePayload(
  bundle: MetaBundle,
  entity: EntityFile,
  mode: WriteMode,
  payload: Record<string, unknown>,
  locale: Locale,
  existing?: Record<string, unknown>,
): FieldError[] {
  return compileEntityValidator(entity, { dictionaries: bundle.dictionaries, mode })(payload, locale, existing);
}
