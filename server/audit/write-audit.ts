import type { Queryable } from '../db/database';

export interface AuditEntry {
  sellerId: number | null;
  userId: number | null;
  /** Entity name (e.g. "station") or system table (e.g. "role"). */
  entity: string;
  rowId: number | null;
  /** The operation or action, e.g. "save", "update", "delete", "enable". */
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Records one write in audit_log. Call it with the transaction that made the write, so that
 * the change and its record commit or roll back together. Values are sent as JSON text: pg
 * would otherwise turn a JS array into a PostgreSQL array rather than jsonb.
 */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  await tx.query(
    `insert into audit_log (seller_id, user_id, entity, row_id, action, before, after)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [entry.sellerId, entry.userId, entry.entity, entry.rowId, entry.action, json(entry.before), json(entry.after)],
  );
}
