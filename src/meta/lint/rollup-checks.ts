import type { EntityFile } from '../model/entity';
import { rollupProblems } from '../rollup';
import type { Located } from './context';
import { problemsOf, type LintProblem } from './problem';

/**
 * `rollups`: dimensions the entity's own fields (one date by day at most), measures that add up
 * (sums and counts), unique names; and none on a view, whose rows its owner's table holds.
 */
export function checkRollups({ file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  if (!entity.rollups) return problems;
  if (entity.view) report('/rollups', `a view's rows are summed by the rollups of "${entity.view.of}"`);
  for (const { at, message } of rollupProblems(entity)) report(at, message);
  return problems;
}
