import type { EntityFile } from '../model/entity';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

const PERIOD_TYPES = new Set(['date', 'datetime']);

/**
 * A status that follows the clock (`timedStatus`): the entity has a status field, the period's
 * fields are dates or datetimes, and the three statuses are values of the status dictionary,
 * all different (a row moved into `ended` must never be moved again).
 */
export function checkTimedStatus(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const timed = entity.timedStatus;
  if (!timed) return problems;
  const at = (...rest: (string | number)[]) => pointer('timedStatus', ...rest);
  if (!entity.statusField) report(at(), '"timedStatus" needs a "statusField"');
  for (const key of ['start', 'end'] as const) {
    const name = timed[key];
    if (name === undefined) continue;
    const field = entity.fields[name];
    if (!field) report(at(key), `field "${name}" is not declared`);
    else if (!PERIOD_TYPES.has(field.type)) report(at(key), `"${name}" must be a date or datetime field`);
  }
  if (timed.waiting !== undefined && timed.start === undefined)
    report(at('waiting'), '"waiting" needs a "start": without one nothing ever starts');
  const status = entity.statusField ? entity.fields[entity.statusField] : undefined;
  const dict = status?.dict ? ctx.dictionaryByName.get(status.dict) : undefined;
  const values = (['waiting', 'running', 'ended'] as const).filter((key) => timed[key] !== undefined);
  for (const key of values) {
    const value = timed[key];
    if (dict && !dict.items.some((item) => item.value === value))
      report(at(key), `${JSON.stringify(value)} is not a value of dictionary "${dict.name}"`);
  }
  if (new Set(values.map((key) => timed[key])).size !== values.length)
    report(at(), '"waiting", "running" and "ended" must be different statuses');
  return problems;
}
