import { outboxSmsSender } from '../../auth/sms-sender';
import type { Row } from '../../crud/reference-labels';
import type { Queryable } from '../../db/database';

/** The user an order is assigned to, as the order keeps him and as he is told. */
export interface Assignee {
  id: number;
  name: string;
  phone: string | null;
}

/**
 * The chosen user of the seller (already checked to be an enabled dispatch or repair user by
 * the action form's `userTypes`): his name and phone are written beside his id, so that the
 * list shows who holds the order, and orders assigned by name before users were picked read
 * the same way.
 */
export async function readAssignee(tx: Queryable, sellerId: number, userId: unknown): Promise<Assignee | undefined> {
  const id = Number(userId);
  if (!Number.isSafeInteger(id)) return undefined;
  const { rows } = await tx.query<{ name: string; phone: string | null }>(
    `select "name", "phone" from users where "id" = $1 and "seller_id" = $2`,
    [id, sellerId],
  );
  return rows[0] && { id, name: rows[0].name, phone: rows[0].phone || null };
}

/** The station and pile an order is about, as its assignee reads them: "城东站 / 1号桩". */
async function placeOf(tx: Queryable, order: Row): Promise<string> {
  const { rows } = await tx.query<{ place: string | null }>(
    `select concat_ws(' / ', s."name", p."name") as "place" from (select 1) one
       left join "station" s on s."id" = $1 left join "pile" p on p."id" = $2`,
    [order.stationId ?? null, order.pileId ?? null],
  );
  return rows[0]?.place ?? '';
}

/**
 * Tells the order's assignee by text message, in the assigning transaction (an outbox row the
 * SMS sender delivers): which order, where and what is wrong. One without a phone on his
 * account finds it under "my work orders".
 */
export async function notifyAssignment(tx: Queryable, sellerId: number, order: Row): Promise<void> {
  const assignee = await readAssignee(tx, sellerId, order.assigneeId);
  if (!assignee?.phone) return;
  const place = await placeOf(tx, order);
  const content =
    `【工单派发】您有新的告警工单${String(order.orderNo)}${place ? `（${place}）` : ''}：` +
    `${String(order.description ?? '')}，请在“我的工单”中处理。`;
  await outboxSmsSender.send(tx, { sellerId, phone: assignee.phone, content, purpose: 'workOrder' });
}
