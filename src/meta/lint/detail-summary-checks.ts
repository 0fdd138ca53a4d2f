import { dimensionProblem, measureProblem } from '../aggregate';
import { listFilterNames } from '../filters/list-filters';
import type { DetailSummary } from '../model/detail-summary';
import type { EntityFile } from '../model/entity';
import type { LintContext } from './context';
import { checkRelated, type Report } from './entity-view-checks';
import { pointer } from './problem';

const TIME_TYPES = new Set(['date', 'datetime']);

/**
 * A summary panel measures rows that reference this entity (as a related list lists them), by
 * measures the aggregate route computes, optionally over today by a date filter, and counts per
 * value of a dictionary field.
 */
export function checkDetailSummary(
  ctx: LintContext,
  entity: EntityFile,
  panel: DetailSummary,
  base: (string | number)[],
  report: Report,
): void {
  checkRelated(ctx, entity, { entity: panel.entity, field: panel.field }, base, report);
  const other = ctx.entityByName.get(panel.entity);
  if (!other) return;
  if (!panel.figures && !panel.countBy) report(pointer(...base), 'a summary panel needs "figures" or "countBy"');
  if (panel.today) {
    const field = Object.hasOwn(other.fields, panel.today) ? other.fields[panel.today] : undefined;
    const implicit = panel.today === 'createdAt' || panel.today === 'updatedAt';
    if ((!field || !TIME_TYPES.has(field.type)) && !implicit)
      report(pointer(...base, 'today'), `"${panel.today}" is not a date or datetime field of "${other.name}"`);
    else if (!listFilterNames(other).includes(panel.today))
      report(pointer(...base, 'today'), `"${panel.today}" must be in the list filters of "${other.name}"`);
  }
  (panel.figures ?? []).forEach((figure, i) => {
    const problem = measureProblem(other, figure.measure);
    if (problem) report(pointer(...base, 'figures', i, 'measure'), problem);
  });
  if (panel.countBy) {
    const field = Object.hasOwn(other.fields, panel.countBy) ? other.fields[panel.countBy] : undefined;
    const problem = dimensionProblem(other, panel.countBy, (name) => ctx.entityByName.get(name));
    if (problem) report(pointer(...base, 'countBy'), problem);
    else if (field?.type !== 'dict' || !field.dict || !ctx.dictionaryByName.has(field.dict))
      report(pointer(...base, 'countBy'), `"${panel.countBy}" is not a dictionary field of "${other.name}"`);
  }
}
