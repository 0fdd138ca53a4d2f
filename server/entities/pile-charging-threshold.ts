import { defineEntityHooks } from './entity-hooks';
import { refusePilesOutsideStations } from './support/piles-of-stations';

/** A threshold for one pile names a pile of the threshold's station (empty: every pile of it). */
export default defineEntityHooks({
  async beforeSave({ tx, sellerId, values, before, locale }) {
    const row = { ...before, ...values };
    if (row.pileId === null || row.pileId === undefined) return;
    await refusePilesOutsideStations(tx, {
      sellerId,
      pileIds: [Number(row.pileId)],
      stationIds: [Number(row.stationId)],
      field: 'pileId',
      locale,
    });
  },
});
