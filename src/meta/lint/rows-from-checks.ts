import type { EntityFile, FieldDef } from '../model/entity';
import type { Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/**
 * A table that starts with one row per value of the record's references field (`sub.rowsFrom`)
 * names such a field of the entity and a row field referring to the same entity. It is read
 * where a form is opened on one record to act on it: a status action's form.
 */
export function checkRowsFrom({ file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.sub?.rowsFrom)
      report(pointer('fields', name, 'sub', 'rowsFrom'), '"rowsFrom" is read only in a status action\'s form');
  }
  (entity.statusActions ?? []).forEach((action, i) => {
    for (const [name, field] of Object.entries(action.form?.fields ?? {}) as [string, FieldDef][]) {
      const rowsFrom = field.sub?.rowsFrom;
      if (!rowsFrom) continue;
      const at = (...rest: string[]) => pointer('statusActions', i, 'form', 'fields', name, 'sub', 'rowsFrom', ...rest);
      const source = Object.hasOwn(entity.fields, rowsFrom.field) ? entity.fields[rowsFrom.field] : undefined;
      const key = Object.hasOwn(field.sub!.fields, rowsFrom.key) ? field.sub!.fields[rowsFrom.key] : undefined;
      if (source?.type !== 'references')
        report(at('field'), `"${rowsFrom.field}" is not a references field of entity "${entity.name}"`);
      else if (!key) report(at('key'), `"${rowsFrom.key}" is not a field of the rows`);
      else if (key.type !== 'reference' || key.ref?.entity !== source.ref?.entity)
        report(
          at('key'),
          `"${rowsFrom.key}" must be a reference to "${source.ref?.entity}", as "${rowsFrom.field}" is`,
        );
    }
  });
  return problems;
}
