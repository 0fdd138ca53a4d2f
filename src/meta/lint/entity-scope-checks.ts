import type { DataScope, EntityFile, OperationName } from '../model/entity';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/** List buttons of the generic operations, and the operation each needs. */
const BUTTON_OPERATION: Record<string, OperationName> = {
  add: 'save',
  edit: 'update',
  delete: 'delete',
  get: 'get',
  import: 'import',
  export: 'export',
};

const READ_OPERATIONS = new Set<OperationName>(['page', 'get', 'export']);
const WRITE_OPERATIONS: OperationName[] = ['save', 'update', 'delete', 'import'];

/** System tables a crossTenant screen may read (server/db/system-tables.ts). */
const SYSTEM_TABLES = new Set(['sellers', 'users', 'roles', 'organizations', 'audit_log']);

const tableOf = (entity: EntityFile) => entity.table ?? entity.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * `operations` and `scope` agree with the rest of the file: a list has its page, buttons and
 * import/export definitions name offered operations, renamed fields name a new column, and a
 * platform scope has seller rows, and a crossTenant screen reads, and only reads, a known table.
 */
export function checkEntityScope(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const operations = entity.operations as OperationName[] | undefined;
  const offers = (operation: OperationName) => !operations || operations.includes(operation);
  if (operations && !offers('page')) report('/operations', 'operations must include "page": every entity has a list');
  const statusNames = new Set((entity.statusActions ?? []).map((action) => action.name));
  for (const place of ['toolbar', 'rowActions', 'bulkActions'] as const) {
    (entity.list[place] ?? []).forEach((name, i) => {
      const operation = BUTTON_OPERATION[name];
      if (operation && !statusNames.has(name) && !offers(operation))
        report(
          pointer('list', place, i),
          `button "${name}" needs the "${operation}" operation, which "operations" leaves out`,
        );
    });
  }
  for (const part of ['import', 'export'] as const) {
    if (entity[part] && !offers(part)) report(`/${part}`, `"${part}" is defined but "operations" leaves it out`);
  }

  // A ledger is written only by the code that posts it: no generic write route for anyone.
  if (entity.appendOnly && (!operations || operations.some((operation) => !READ_OPERATIONS.has(operation))))
    report(
      entity.operations ? '/operations' : '/appendOnly',
      'an "appendOnly" ledger is never edited: declare "operations" from page, get and export',
    );

  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.renamedFrom === undefined) continue;
    if (field.renamedFrom === name || entity.fields[field.renamedFrom])
      report(
        pointer('fields', name, 'renamedFrom'),
        `"${field.renamedFrom}" is a declared field; name the field's old name`,
      );
  }

  const scope = (entity.scope as DataScope | undefined) ?? 'seller';
  if (scope === 'seller') return problems;
  // Platform rows are the platform seller's rows, which every seller reads.
  if (scope === 'platform') {
    if (entity.tenant === false)
      report('/scope', 'scope "platform" needs rows that belong to a seller; remove "tenant": false');
    return problems;
  }

  // crossTenant: a read-only platform screen over a table that another schema or the system owns.
  const writes = (operations ?? WRITE_OPERATIONS).filter((operation) => !READ_OPERATIONS.has(operation));
  if (!operations || writes.length > 0)
    report(
      entity.operations ? '/operations' : '/scope',
      'scope "crossTenant" is read-only: declare "operations" from page, get and export',
    );
  if (entity.statusActions?.length) report('/statusActions', 'scope "crossTenant" is read-only: no status actions');
  const owner = ctx.entities.find((other) => other.value !== entity && tableOf(other.value) === tableOf(entity))?.value;
  if (!entity.table) report('/scope', 'scope "crossTenant" reads another schema\'s table: name it in "table"');
  else if (!owner && !SYSTEM_TABLES.has(entity.table))
    report('/table', `"${entity.table}" is neither an entity's table nor a system table`);
  for (const [name, field] of Object.entries(entity.fields)) {
    const at = pointer('fields', name);
    if (field.unique || field.renamedFrom)
      report(at, 'a crossTenant screen owns no column: no "unique" or "renamedFrom"');
    if (name === 'sellerId' || !owner) continue;
    const own = owner.fields[name];
    if (!own) report(at, `"${name}" is not a field of entity "${owner.name}", whose table this screen reads`);
    else if (own.type !== field.type)
      report(pointer('fields', name, 'type'), `"${name}" is a ${own.type} in "${owner.name}"`);
  }
  return problems;
}
