import { fieldRefusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

export interface Slot {
  slot: number;
  goodsId: number;
  capacity: number;
  stock: number;
  price: number;
}

/** What a machine's slots add up to: EMPTY when a slot holds nothing, LOW at or below the alert. */
export function stockSummary(slots: readonly Slot[], lowStockAlert: number) {
  const totalStock = slots.reduce((sum, slot) => sum + Number(slot.stock), 0);
  const stockStatus = slots.some((slot) => Number(slot.stock) === 0)
    ? 'EMPTY'
    : slots.some((slot) => Number(slot.stock) <= lowStockAlert)
      ? 'LOW'
      : 'NORMAL';
  return { totalStock, stockStatus };
}

/**
 * The goods in a vending machine's slots. The stock status and total are worked out from the
 * slots on every save, so the list's "low stock" filter always says what the slots hold; a slot
 * number appears once. Restocking fills every slot to its capacity.
 */
export default defineEntityHooks({
  async beforeSave({ values, before, locale }) {
    const slots = (values.slots ?? before?.slots ?? []) as Slot[];
    const seen = new Set<number>();
    for (const slot of slots) {
      if (seen.has(Number(slot.slot))) {
        throw fieldRefusal(locale, ERRORS.slotRepeated, 'slots', [slot.slot]);
      }
      seen.add(Number(slot.slot));
    }
    const alert = Number(values.lowStockAlert ?? before?.lowStockAlert ?? 0);
    Object.assign(values, stockSummary(slots, alert));
  },
  async afterAction({ action, after, tx, sellerId }) {
    if (action.name !== 'restock') return;
    const slots = ((after.slots ?? []) as Slot[]).map((slot) => ({ ...slot, stock: slot.capacity }));
    const { totalStock, stockStatus } = stockSummary(slots, Number(after.lowStockAlert ?? 0));
    await tx.query(
      `update "machine_goods" set "slots" = $3::jsonb, "total_stock" = $4, "stock_status" = $5
        where "id" = $1 and "seller_id" = $2`,
      [after.id, sellerId, JSON.stringify(slots), totalStock, stockStatus],
    );
  },
});
