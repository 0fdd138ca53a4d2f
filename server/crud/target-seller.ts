import { dataScope } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';

/** The platform seller in SQL: the owner of the rows of a `platform` scope entity. */
export const PLATFORM_SELLER_SQL = `(select "id" from sellers where is_platform order by "id" limit 1)`;

/**
 * The seller whose rows of `target` a reference may name, in SQL: the caller's (or the row's)
 * own for seller rows, given by `own` (called only then, so that no parameter is left unused),
 * and the platform seller for platform rows, which every seller reads.
 */
export const targetSeller = (target: EntityFile, own: () => string): string =>
  dataScope(target) === 'platform' ? PLATFORM_SELLER_SQL : own();
