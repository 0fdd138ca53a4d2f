import { CAPABILITY_TEXTS } from '../../engine/capability-texts';
import { defineAction } from '../define-action';

/**
 * A row's connection test: the server connects to the host and port stored in the row (`id`)
 * and closes again; nothing is sent or stored. The answer says how long it took, or why not.
 */
export default defineAction({
  id: 'test',
  run: async ({ entity, rows, provider, screen }) => {
    const row = rows[0];
    if (!row || !provider.call) return;
    const answer = await provider.call({ entity, operation: 'test', body: { id: row.id } });
    if (answer.code !== 0) return screen.fail(answer.msg);
    const { host, port, elapsedMs } = answer.data as { host: string; port: number; elapsedMs: number };
    screen.done(CAPABILITY_TEXTS.testPassed, { host, port, ms: elapsedMs });
  },
});
