import { defineAction } from '../define-action';

/** A tree entity's "add below": the create form, its parent already set to the row. */
export default defineAction({
  id: 'addChild',
  run: ({ entity, rows, screen }) => {
    const row = rows[0];
    if (!row || !entity.tree) return;
    screen.openCreate({ [entity.tree.parentField]: row.id });
  },
});
