import { rowsAllowing } from '../../engine/actions';
import { defineAction } from '../define-action';

/** A schema status action: sent for the rows whose status allows it (the server checks again). */
export default defineAction({
  id: 'status',
  run: async ({ entity, action, rows, provider, screen }) => {
    const ids = rowsAllowing(action, entity, rows).map((row) => row.id);
    if (ids.length === 0) return;
    const answer = await provider.runStatusAction({ entity, name: action.name, ids });
    if (answer.code !== 0) return screen.fail(answer.msg);
    screen.done();
    screen.refresh();
  },
});
