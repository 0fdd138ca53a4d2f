import { conditionProblem, dimensionProblem, measureProblem } from '../aggregate';
import { listFilterNames } from '../filters/list-filters';
import type { MenuItem } from '../model/menu';
import type { LintContext, Located } from './context';
import { problemsOf, type LintProblem } from './problem';

/**
 * A menu item's `report`: an existing entity, dimensions and measures its rows can be grouped
 * and measured by (as the aggregate route will), a date field and filters among the entity's
 * list filters, a chart and computed ratios naming measures of the report, and no `screen`.
 */
export function checkMenuReport(
  ctx: LintContext,
  { file, pointer: at, value: item }: Located<MenuItem>,
): LintProblem[] {
  const { problems, report: problem } = problemsOf(file);
  const report = item.report;
  if (!report) return problems;
  const base = `${at}/report`;
  if (item.type !== 'MENU') problem(base, `only a MENU shows a report, not a ${item.type}`);
  if (item.screen !== undefined) problem(`${at}/screen`, 'a MENU with a report shows the report: drop `screen`');
  const entity = ctx.entityByName.get(report.entity);
  if (!entity) {
    problem(`${base}/entity`, `unknown entity "${report.entity}"`);
    return problems;
  }
  const named = (name: string) => ctx.entityByName.get(name);
  report.dimensions.forEach((dimension, i) => {
    const why = dimensionProblem(entity, dimension.key, named);
    if (why) problem(`${base}/dimensions/${i}/key`, why);
  });
  const keys = new Set<string>();
  report.measures.forEach((measure, i) => {
    if (keys.has(measure.key)) problem(`${base}/measures/${i}/key`, `measure "${measure.key}" is listed twice`);
    keys.add(measure.key);
    if (measure.ratioOf) return;
    const why = measureProblem(entity, measure.key);
    if (why) problem(`${base}/measures/${i}/key`, why);
  });
  report.measures.forEach((measure, i) => {
    for (const part of measure.ratioOf ?? [])
      if (!keys.has(part) || part === measure.key)
        problem(`${base}/measures/${i}/ratioOf`, `"${part}" is not another measure of this report`);
  });
  const filters = new Set(listFilterNames(entity));
  if (report.dateField !== undefined) {
    const type = report.dateField === 'createdAt' ? 'datetime' : entity.fields[report.dateField]?.type;
    if (!filters.has(report.dateField))
      problem(`${base}/dateField`, `"${report.dateField}" is not a list filter of ${entity.name}`);
    else if (type !== 'date' && type !== 'datetime')
      problem(`${base}/dateField`, `"${report.dateField}" is not a date`);
  }
  (report.filters ?? []).forEach((name, i) => {
    if (!filters.has(name)) problem(`${base}/filters/${i}`, `"${name}" is not a list filter of ${entity.name}`);
  });
  (report.where ?? []).forEach((condition, i) => {
    const why = conditionProblem(entity, condition, named);
    if (why) problem(`${base}/where/${i}`, why);
  });
  const charted = report.chart ? [report.chart.measure].flat() : [];
  for (const key of charted)
    if (!keys.has(key)) problem(`${base}/chart/measure`, `"${key}" is not a measure of this report`);
  if (report.chart && Array.isArray(report.chart.measure) && report.chart.kind === 'pie')
    problem(`${base}/chart/kind`, 'a pie draws one measure');
  if (report.chart && report.dimensions.length === 0)
    problem(`${base}/chart`, 'a chart needs a dimension to draw its measure over');
  return problems;
}
