import type { Queryable } from '../../db/database';
import type { Locale } from '../../../src/meta/model';
import { fieldRefusal } from '../../crud/crud-error';
import { ERRORS } from '../../messages';

/**
 * Work is handed only to O&M staff of the caller's seller who are enabled: a disabled person
 * would never see the order or the inspection, and it would wait unnoticed.
 */
export async function refuseUnavailableStaff(
  tx: Queryable,
  sellerId: number,
  staffId: unknown,
  field: string,
  locale: Locale,
) {
  const { rows } = await tx.query<{ name: string; enable_status: number }>(
    `select "name", "enable_status" from "inspection_user" where "seller_id" = $1 and "id" = $2`,
    [sellerId, Number(staffId)],
  );
  if (rows[0] && Number(rows[0].enable_status) === 1) return;
  throw rows[0]
    ? fieldRefusal(locale, ERRORS.staffDisabled, field, [rows[0].name])
    : fieldRefusal(locale, ERRORS.chooseEnabledStaff, field);
}
