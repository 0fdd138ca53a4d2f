import { defineAction } from '../define-action';
import { rowPartOf } from '../row-parts';

/** The answer's fields as placeholders: numbers and texts as they are, a list as its length. */
function placeholdersOf(data: unknown): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (!data || typeof data !== 'object') return params;
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) params[key] = value.length;
    else if (typeof value === 'number' || typeof value === 'string') params[key] = value;
  }
  return params;
}

/**
 * A hook action of the entity over the whole list (`customActions`), or over one row (`row`,
 * through the dialog registered for it in row-parts): the server runs it under
 * its own action key and transaction; the operator is told its result as the schema words it,
 * as a warning when the list it names (`result.when`) is not empty.
 */
export default defineAction({
  id: 'custom',
  run: async ({ entity, action, rows, provider, screen }) => {
    const custom = entity.customActions?.find((c) => c.name === action.name);
    if (!custom || !provider.call) return;
    if (custom.row) {
      // A row's own action: sent for that row, through its registered dialog when it has one.
      const row = rows[0];
      if (!row) return;
      const call = provider.call;
      const send = async (body: Record<string, unknown>) => {
        const answer = await call({ entity, operation: custom.name, body: { ...body, id: row.id } });
        if (answer.code !== 0) {
          screen.fail(answer.msg);
          throw new Error(answer.msg);
        }
        screen.done(custom.result?.done);
        screen.refresh();
      };
      const part = rowPartOf(entity.name, custom.name);
      if (part) (await part()).openRowPart({ row, send });
      else await send({}).catch(() => undefined);
      return;
    }
    const answer = await provider.call({ entity, operation: custom.name, body: {} });
    if (answer.code !== 0) return screen.fail(answer.msg);
    const params = placeholdersOf(answer.data);
    const result = custom.result;
    if (!result) return screen.done();
    const found = result.when ? (answer.data as Record<string, unknown> | null)?.[result.when] : undefined;
    if (result.attention && Array.isArray(found) && found.length > 0) return screen.warn(result.attention, params);
    screen.done(result.done, params);
  },
});
