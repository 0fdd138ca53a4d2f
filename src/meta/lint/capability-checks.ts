import type { EntityFile } from '../model/entity';
import type { LintContext, Located } from './context';
import { checkRelated } from './entity-view-checks';
import { pointer, problemsOf, type LintProblem } from './problem';

type Report = (at: string, message: string) => void;

const KV_TYPES = new Set([
  'string',
  'text',
  'integer',
  'number',
  'money',
  'boolean',
  'date',
  'datetime',
  'dict',
  'json',
]);
const SECRET_TYPES = new Set(['string', 'text']);

/** "references" fields: a join table each, so no sorting, uniqueness or default on them. */
function checkManyReferences(entity: EntityFile, report: Report) {
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type !== 'references') continue;
    const at = (...rest: string[]) => pointer('fields', name, ...rest);
    if (field.sortable) report(at('sortable'), 'a references field cannot be sorted by');
    if (field.unique) report(at('unique'), 'a references field cannot be unique');
    if (field.default !== undefined) report(at('default'), 'a references field has no default');
    if (field.filter !== undefined && field.filter !== 'in' && field.filter !== 'exact')
      report(at('filter'), 'a references field filters by "in" (rows that include any of the chosen)');
    if (entity.kind === 'kv' || entity.kind === 'single')
      report(at('type'), `a ${entity.kind} settings entity cannot have references fields`);
  }
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const tableOf = (entity: EntityFile) => entity.table ?? snake(entity.view?.of ?? entity.name);

/**
 * A declared join (`ref.join`) names an existing link table of a "references" field: never an
 * entity's table or a generated join table (its links would be written over a table of rows),
 * never one two fields share, and two different id columns.
 */
function checkDeclaredJoins(ctx: LintContext, entity: EntityFile, report: Report) {
  const taken = new Map<string, string>();
  for (const other of ctx.entityByName.values()) {
    taken.set(tableOf(other), `the table of entity "${other.name}"`);
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.type === 'references' && !field.ref?.join)
        taken.set(`${tableOf(other)}_${snake(name)}`.slice(0, 63), `the generated join table of ${other.name}.${name}`);
    }
  }
  const declared = new Map<string, string>();
  for (const other of ctx.entityByName.values()) {
    if (other.name === entity.name) continue;
    for (const [name, field] of Object.entries(other.fields))
      if (field.ref?.join) declared.set(field.ref.join.table, `${other.name}.${name}`);
  }
  for (const [name, field] of Object.entries(entity.fields)) {
    const join = field.ref?.join;
    const at = (...rest: string[]) => pointer('fields', name, 'ref', 'join', ...rest);
    for (const [row, rowField] of Object.entries(field.sub?.fields ?? {}))
      if (rowField.ref?.join)
        report(pointer('fields', name, 'sub', 'fields', row, 'ref', 'join'), 'a sub-table row field has no join table');
    if (!join) continue;
    if (field.type !== 'references') {
      report(at(), `"join" is only for references fields, not ${field.type}`);
      continue;
    }
    if (join.owner === join.target) report(at('target'), 'the owner and target columns must differ');
    const clash = taken.get(join.table) ?? declared.get(join.table);
    if (clash)
      report(at('table'), `"${join.table}" is already ${clash.startsWith('the ') ? clash : `the join of ${clash}`}`);
    declared.set(join.table, `${entity.name}.${name}`);
  }
}

/** Secrets are written only: text fields, kept out of every view that reads values back. */
/** A `branch` filter takes a node and everything below it: a reference to a tree entity only. */
function checkBranchFilters(ctx: LintContext, entity: EntityFile, report: Report) {
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.filter !== 'branch') continue;
    const target = field.type === 'reference' && field.ref ? ctx.entityByName.get(field.ref.entity) : undefined;
    if (!target?.tree) report(pointer('fields', name, 'filter'), '"branch" filters a reference to a tree entity');
  }
}

function checkSecrets(entity: EntityFile, report: Report) {
  const columns = entity.list.columns.map((c) => (typeof c === 'string' ? c : c.field));
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.secret) continue;
    const at = pointer('fields', name, 'secret');
    if (!SECRET_TYPES.has(field.type)) report(at, 'only string or text fields can be secret');
    if (field.unique) report(at, 'a secret cannot be unique (checking it would read it back)');
    if (field.default !== undefined) report(at, 'a secret has no default');
    if (columns.includes(name)) report(at, `secret "${name}" cannot be a list column`);
    if ((entity.list.filters ?? []).includes(name)) report(at, `secret "${name}" cannot be a filter`);
    if (entity.export?.fields.includes(name)) report(at, `secret "${name}" cannot be exported`);
  }
}

/** Settings entities (single, kv) have only get and save: no rows to list, act on or move. */
function checkSettings(entity: EntityFile, report: Report) {
  if (entity.kind !== 'single' && entity.kind !== 'kv') return;
  const kind = entity.kind;
  if (entity.statusActions?.length) report('/statusActions', `a ${kind} settings entity has no status actions`);
  if (entity.import) report('/import', `a ${kind} settings entity cannot be imported`);
  if (entity.export) report('/export', `a ${kind} settings entity cannot be exported`);
  if (entity.list.filters?.length) report('/list/filters', `a ${kind} settings entity has no list to filter`);
  if (entity.detail.tabs) report('/detail/tabs', `a ${kind} settings entity has no detail page`);
  if (entity.form.page) report('/form/page', `a ${kind} settings entity is always edited on its own page`);
  if (entity.tenant === false) report('/tenant', `${kind} settings belong to a seller`);
  if (kind !== 'kv') return;
  for (const [name, field] of Object.entries(entity.fields)) {
    const at = pointer('fields', name);
    if (!KV_TYPES.has(field.type)) report(`${at}/type`, `a key-value setting cannot be of type ${field.type}`);
    if (field.unique) report(`${at}/unique`, 'a key-value setting cannot be unique');
    if (name.length > 64) report(at, 'a key-value setting name has at most 64 characters');
  }
}

/** The test action names a host field, an integer port field and a boolean TLS field. */
function checkTestAction(entity: EntityFile, report: Report) {
  const test = entity.test;
  if (!test) return;
  const expect = (key: 'hostField' | 'portField' | 'tlsField', types: string[]) => {
    const name = test[key];
    if (name === undefined) return;
    const field = entity.fields[name];
    if (!field) report(pointer('test', key), `"${name}" is not a declared field`);
    else if (!types.includes(field.type))
      report(pointer('test', key), `"${name}" must be of type ${types.join(' or ')}`);
    else if (field.secret) report(pointer('test', key), `"${name}" is secret and cannot be connected to`);
  };
  expect('hostField', ['string']);
  expect('portField', ['integer']);
  expect('tlsField', ['boolean']);
}

/** Tabs: unique keys, either groups of declared fields or one related list pointing back here. */
function checkTabs(ctx: LintContext, entity: EntityFile, report: Report) {
  const keys = new Set<string>();
  (entity.detail.tabs ?? []).forEach((tab, i) => {
    const at = (...rest: (string | number)[]) => pointer('detail', 'tabs', i, ...rest);
    if (keys.has(tab.key)) report(at('key'), `tab key "${tab.key}" is used twice`);
    keys.add(tab.key);
    if ((tab.groups === undefined) === (tab.related === undefined))
      report(at(), 'a tab has either "groups" or "related"');
    tab.groups?.forEach((group, g) =>
      group.fields.forEach((name, f) => {
        const field = entity.fields[name];
        const implicit = name === 'id' || name === 'createdAt' || name === 'updatedAt';
        if (!field && !implicit) report(at('groups', g, 'fields', f), `"${name}" is not a declared field`);
        else if (field?.views && !field.views.includes('detail'))
          report(at('groups', g, 'fields', f), `"${name}" is not shown in the detail view (see its "views")`);
      }),
    );
    if (tab.related) checkRelated(ctx, entity, tab.related, ['detail', 'tabs', i, 'related'], report);
  });
}

/** The checks of references, tabs, page forms, settings kinds, secrets and the test action. */
export function checkEntityCapabilities(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  checkManyReferences(entity, report);
  checkDeclaredJoins(ctx, entity, report);
  checkBranchFilters(ctx, entity, report);
  checkSecrets(entity, report);
  checkSettings(entity, report);
  checkTestAction(entity, report);
  checkTabs(ctx, entity, report);
  return problems;
}
