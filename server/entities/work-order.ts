import { fieldRefusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';
import { documentNumber } from './support/document-number';
import { refuseUnavailableStaff } from './support/maintenance-staff';

/**
 * Work orders are numbered by the server. Dispatching hands the order to an enabled member of
 * the O&M staff; re-dispatching must hand it to someone else (the reason is kept with the
 * transition).
 */
export default defineEntityHooks({
  async beforeSave({ operation, values }) {
    if (operation === 'save') values.orderNo = documentNumber('WO');
  },
  async beforeAction({ tx, sellerId, action, before, input, locale }) {
    if (action.name !== 'dispatch' && action.name !== 'reDispatch') return;
    if (action.name === 'reDispatch' && Number(input.assigneeId) === Number(before.assigneeId)) {
      throw fieldRefusal(locale, ERRORS.sameAssignee, 'assigneeId');
    }
    await refuseUnavailableStaff(tx, sellerId, input.assigneeId, 'assigneeId', locale);
  },
});
