import { defineAction } from '../define-action';

export default defineAction({
  id: 'delete',
  run: async ({ entity, rows, provider, screen }) => {
    const answer = await provider.remove({ entity, ids: rows.map((row) => row.id) });
    if (answer.code !== 0) return screen.fail(answer.msg);
    screen.done();
    screen.refresh();
  },
});
