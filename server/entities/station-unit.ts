import { defineEntityHooks } from './entity-hooks';
import { currentLinks, refusePilesOutsideStations } from './support/piles-of-stations';

/** A station unit groups piles of its own station only. */
export default defineEntityHooks({
  async beforeSave({ tx, entity, sellerId, values, before, locale }) {
    const stationId = Number(values.stationId ?? before?.stationId);
    const pileIds = await currentLinks(tx, entity, 'pileIds', values, before?.id);
    await refusePilesOutsideStations(tx, { sellerId, pileIds, stationIds: [stationId], field: 'pileIds', locale });
  },
});
