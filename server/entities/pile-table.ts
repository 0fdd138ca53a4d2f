import { defineEntityHooks } from './entity-hooks';
import { checkPileSync, noteSynced } from './support/master-data-sync';

/** Pile table rows (old master data) sync only onto a pile the network already holds. */
export default defineEntityHooks({ beforeAction: checkPileSync, afterAction: (args) => noteSynced(args) });
