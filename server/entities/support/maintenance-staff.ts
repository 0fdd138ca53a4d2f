import type { Queryable } from '../../db/database';
import { validationError } from '../../crud/crud-error';
import { say } from './say';

/**
 * Work is handed only to O&M staff of the caller's seller who are enabled: a disabled person
 * would never see the order or the inspection, and it would wait unnoticed.
 */
export async function refuseUnavailableStaff(
  tx: Queryable,
  sellerId: number,
  staffId: unknown,
  field: string,
  locale: string,
) {
  const { rows } = await tx.query<{ name: string; enable_status: number }>(
    `select "name", "enable_status" from "inspection_user" where "seller_id" = $1 and "id" = $2`,
    [sellerId, Number(staffId)],
  );
  if (rows[0] && Number(rows[0].enable_status) === 1) return;
  const message = rows[0]
    ? say(locale, `运维人员“${rows[0].name}”已停用，不能接收任务`, `${rows[0].name} is disabled and cannot take work`)
    : say(locale, '请选择本商户在用的运维人员', 'Choose an enabled member of your O&M staff');
  throw validationError(message, [{ field, message }]);
}
