import type { MetaBundle } from '../../src/meta/bundle';
import { ApiError, ERRORS } from '../messages';

/** Dictionary userType (ordinary, dispatch, repair): whom dispatch plans and work orders name. */
export const USER_TYPE_DICTIONARY = 'userType';
/** A user added without a type is an ordinary one (the table's default). */
export const ORDINARY_USER = 1;

/**
 * A user type one of the dictionary's values, or undefined to leave it as it was; anything else
 * is refused on the field, so a form shows it where the user chose it.
 */
export function userTypeOf(bundle: MetaBundle, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const allowed = bundle.dictionaries.get(USER_TYPE_DICTIONARY)?.items.map((item) => Number(item.value)) ?? [];
  const type = Number(value);
  if (!allowed.includes(type))
    throw new ApiError(ERRORS.VALIDATION_FAILED, undefined, {
      errors: [{ field: 'userType', message: `must be one of ${allowed.join(', ')}` }],
    });
  return type;
}
