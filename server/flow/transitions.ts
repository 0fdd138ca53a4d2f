import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import type { Transition } from '../../src/meta/transition';

export interface TransitionEntry {
  sellerId: number | null;
  entity: string;
  rowId: number;
  action: string;
  from: unknown;
  to: unknown;
  userId: number;
  input: Record<string, unknown>;
  /** The values an approval step approved (entity `approval.moneyFields`). */
  approved?: Record<string, unknown> | null;
}

const text = (value: unknown) => (value === undefined || value === null ? null : String(value));

/** Records one transition with the transaction that made it, so both commit or neither. */
export async function recordTransition(tx: Queryable, entry: TransitionEntry): Promise<void> {
  await tx.query(
    `insert into status_transitions (seller_id, entity, row_id, action, from_status, to_status, user_id, input, approved)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      entry.sellerId,
      entry.entity,
      entry.rowId,
      entry.action,
      text(entry.from),
      text(entry.to),
      entry.userId,
      Object.keys(entry.input).length > 0 ? JSON.stringify(entry.input) : null,
      entry.approved ? JSON.stringify(entry.approved) : null,
    ],
  );
}

/** A row's transitions, oldest first, with the name of the user who made each. */
export async function listTransitions(
  db: Queryable,
  entity: EntityFile,
  sellerId: number | null,
  rowId: number,
): Promise<Transition[]> {
  const { rows } = await db.query<Transition>(
    `select t.id, t.action, t.from_status as "from", t.to_status as "to", t.user_id as "userId",
       u.name as "userName", t.input, t.approved, t.created_at as "createdAt"
     from status_transitions t left join users u on u.id = t.user_id
     where t.seller_id is not distinct from $1 and t.entity = $2 and t.row_id = $3
     order by t.id`,
    [sellerId, entity.name, rowId],
  );
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));
  return rows.map((row) => ({ ...row, input: json(row.input), approved: json(row.approved) }));
}
