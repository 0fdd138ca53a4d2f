import type { MetaBundle } from '../bundle';
import { listFilters, resolveFilterPath } from '../filters/list-filters';
import type { EntityFile } from '../model/entity';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/**
 * Filters on a referenced entity's field name a reference field (or the one referenced
 * entity) and a field of it; a default range sits on a date or datetime filter.
 */
export function checkListFilters(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const bundle = { entities: ctx.entityByName, dictionaries: ctx.dictionaryByName, menuItems: [] } as MetaBundle;
  listFilters(entity).forEach(({ name, defaultRange }, i) => {
    const declared = entity.list.filters![i];
    const at = typeof declared === 'string' ? pointer('list', 'filters', i) : pointer('list', 'filters', i, 'field');
    const resolved = resolveFilterPath(entity, name, bundle);
    if (name.includes('.') && !resolved) {
      report(at, `"${name}" names no field of a referenced entity: use "<reference field>.<field of that entity>"`);
    }
    if (defaultRange && resolved && resolved.field.type !== 'date' && resolved.field.type !== 'datetime') {
      report(pointer('list', 'filters', i, 'defaultRange'), `a default range needs a date or datetime filter`);
    }
  });
  return problems;
}
