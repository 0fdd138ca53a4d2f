import { defineEntityHooks } from './entity-hooks';
import { checkSiteSync, noteSynced } from './support/master-data-sync';

/** Site table rows (old master data) sync only onto a station the network already holds. */
export default defineEntityHooks({ beforeAction: checkSiteSync, afterAction: (args) => noteSynced(args) });
