import { getSession } from '../../auth/session-store';
import { rowsAllowing } from '../../engine/actions';
import { defineAction } from '../define-action';

/** A schema status action: sent for the rows whose status allows it (the server checks again). */
export default defineAction({
  id: 'status',
  run: async ({ entity, action, rows, provider, screen }) => {
    const allowed = rowsAllowing(action, entity, rows, getSession().user?.id);
    const ids = allowed.map((row) => row.id);
    if (ids.length === 0) return;
    // An action with a form asks for its input first; the dialog sends both.
    const declared = entity.statusActions?.find((s) => s.name === action.name);
    if (declared?.form && screen.openActionForm) return screen.openActionForm(declared, allowed);
    const answer = await provider.runStatusAction({ entity, name: action.name, ids });
    if (answer.code !== 0) return screen.fail(answer.msg);
    // A command to a device says it was sent, not that it was done (the schema's own words).
    screen.done(declared?.done);
    screen.refresh();
  },
});
