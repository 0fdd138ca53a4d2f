import type { EntityFile, OperationName } from '../model/entity';
import { CALLER } from '../model/plain';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/** A view only reads and moves rows: they are created, edited and deleted where they are owned. */
const VIEW_OPERATIONS = new Set<OperationName>(['page', 'get', 'export']);

/**
 * A `view` shows rows another entity owns: that entity exists and is not a view itself, every
 * field the view declares is a field of it with the same type (and dictionary or reference),
 * the fixed filters name its fields with values they can hold, and the view writes no rows.
 */
export function checkTableView(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const view = entity.view;
  if (!view) return problems;
  const owner = ctx.entityByName.get(view.of);
  if (!owner || owner.name === entity.name) {
    report('/view/of', `"${view.of}" is not another entity`);
    return problems;
  }
  if (owner.view || owner.scope === 'crossTenant') report('/view/of', `"${view.of}" is a view itself`);
  if (entity.table) report('/table', 'a view reads the table of the entity it shows: remove "table"');
  if (entity.scope && entity.scope !== 'seller') report('/scope', 'a view shows the seller\'s own rows: no "scope"');
  const operations = (entity.operations ?? ['page', 'get', 'save', 'update', 'delete']) as OperationName[];
  if (operations.some((operation) => !VIEW_OPERATIONS.has(operation)))
    report(
      entity.operations ? '/operations' : '/view',
      `a view writes no rows: declare "operations" from page, get and export (rows are written by "${owner.name}")`,
    );

  for (const [name, field] of Object.entries(entity.fields)) {
    const own = owner.fields[name];
    const at = pointer('fields', name);
    if (!own) {
      report(at, `"${name}" is not a field of entity "${owner.name}", whose rows this view shows`);
      continue;
    }
    if (own.type !== field.type)
      report(pointer('fields', name, 'type'), `"${name}" is a ${own.type} in "${owner.name}"`);
    else if (own.dict !== field.dict)
      report(pointer('fields', name, 'dict'), `"${name}" uses dictionary "${own.dict}" in "${owner.name}"`);
    else if (own.ref?.entity !== field.ref?.entity)
      report(pointer('fields', name, 'ref'), `"${name}" refers to "${own.ref?.entity}" in "${owner.name}"`);
    if (field.unique || field.renamedFrom) report(at, 'a view owns no column: no "unique" or "renamedFrom"');
  }

  for (const [name, values] of Object.entries(view.where)) {
    const field = owner.fields[name];
    const at = pointer('view', 'where', name);
    if (!field) {
      report(at, `"${name}" is not a field of entity "${owner.name}"`);
      continue;
    }
    values.forEach((value, i) => {
      if (value === CALLER && !field.userRef)
        report(pointer('view', 'where', name, i), `"${CALLER}" is the caller's user id: "${name}" holds none`);
    });
    const dictionary = field.type === 'dict' && field.dict ? ctx.dictionaryByName.get(field.dict) : undefined;
    if (!dictionary) continue;
    const known = new Set(dictionary.items.map((item) => String(item.value)));
    values.forEach((value, i) => {
      if (!known.has(String(value)))
        report(
          pointer('view', 'where', name, i),
          `${JSON.stringify(value)} is not a value of dictionary "${dictionary.name}"`,
        );
    });
  }
  return problems;
}
