import type { EntityFile } from '../model/entity';
import type { RelatedList } from '../model/detail-tabs';
import type { View } from '../model/entity';
import type { LintContext, Located } from './context';
import { IMPLICIT_FIELDS } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';
import { listFilterNames } from '../filters/list-filters';
import { checkDetailSummary } from './detail-summary-checks';
import type { ListFilter } from '../model/list-filter';

const filterPointer = (filter: ListFilter, i: number) =>
  typeof filter === 'string' ? pointer('list', 'filters', i) : pointer('list', 'filters', i, 'field');

export type Report = (at: string, message: string) => void;

/** Checks that each listed name is a declared field that the view may show, listed once. */
function checkNames(
  entity: EntityFile,
  view: View,
  names: [string, string][],
  implicitAllowed: boolean,
  report: Report,
) {
  const seen = new Set<string>();
  for (const [name, at] of names) {
    if (seen.has(name)) report(at, `"${name}" is listed twice`);
    seen.add(name);
    const field = entity.fields[name];
    if (!field) {
      const implicit = implicitAllowed && (IMPLICIT_FIELDS as readonly string[]).includes(name);
      if (!implicit) report(at, `"${name}" is not a declared field`);
    } else if (field.views && !field.views.includes(view)) {
      report(at, `"${name}" is not shown in the ${view} view (see its "views")`);
    } else if (view === 'import' && field.readOnly) {
      report(at, `"${name}" is read-only and cannot be imported`);
    }
  }
}

const located = (names: string[], ...base: (string | number)[]): [string, string][] =>
  names.map((name, i) => [name, pointer(...base, i)]);

/** Columns, filters, sort, form, detail, import and export name declared fields. */
export function checkEntityViews(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const { list, form, detail } = entity;
  const columns = list.columns.map((c, i): [string, string] =>
    typeof c === 'string' ? [c, pointer('list', 'columns', i)] : [c.field, pointer('list', 'columns', i, 'field')],
  );
  checkNames(entity, 'list', columns, true, report);
  // Paths into referenced entities are checked with the other files (list-filter-checks.ts).
  const filters = listFilterNames(entity)
    .map((name, i): [string, string] => [name, filterPointer(list.filters![i], i)])
    .filter(([name]) => !name.includes('.'));
  checkNames(entity, 'filter', filters, true, report);
  if (list.defaultSort) checkNames(entity, 'list', [[list.defaultSort.field, '/list/defaultSort/field']], true, report);

  if (!form.fields && !form.groups) report('/form', 'a form needs "fields" or "groups"');
  if (form.fields && form.groups) report('/form', 'a form has either "fields" or "groups", not both');
  const formNames = [
    ...located(form.fields ?? [], 'form', 'fields'),
    ...(form.groups ?? []).flatMap((g, i) => located(g.fields, 'form', 'groups', i, 'fields')),
  ];
  checkNames(entity, 'form', formNames, false, report);
  const detailNames = detail.groups.flatMap((g, i) => located(g.fields, 'detail', 'groups', i, 'fields'));
  checkNames(entity, 'detail', detailNames, true, report);
  if (entity.import) {
    // A batch import's columns are fields of the entity its rows belong to.
    const rowsOf = entity.import.rowsOf;
    const sheet = rowsOf ? ctx.entityByName.get(rowsOf) : entity;
    if (sheet) checkNames(sheet, 'import', located(entity.import.fields, 'import', 'fields'), false, report);
    else report('/import/rowsOf', `"${rowsOf}" is not a declared entity`);
  }
  if (entity.export) checkNames(entity, 'export', located(entity.export.fields, 'export', 'fields'), true, report);

  (detail.related ?? []).forEach((related, i) => checkRelated(ctx, entity, related, ['detail', 'related', i], report));
  (detail.summary ?? []).forEach((panel, i) =>
    checkDetailSummary(ctx, entity, panel, ['detail', 'summary', i], report),
  );
  return problems;
}

/** A related list names another entity's reference field that points here and that it filters by. */
export function checkRelated(
  ctx: LintContext,
  entity: EntityFile,
  related: RelatedList,
  base: (string | number)[],
  report: Report,
): void {
  const other = ctx.entityByName.get(related.entity);
  // One hop: the listed rows reference a row (a gun its pile) that references this entity.
  const [own, hop] = related.field.split('.');
  const first = other && Object.hasOwn(other.fields, own) ? other.fields[own] : undefined;
  const via = hop && first?.type === 'reference' && first.ref ? ctx.entityByName.get(first.ref.entity) : undefined;
  const field = hop ? (via && Object.hasOwn(via.fields, hop) ? via.fields[hop] : undefined) : first;
  const owner = hop ? via?.name : other?.name;
  const matched =
    related.match && Object.hasOwn(entity.fields, related.match) ? entity.fields[related.match] : undefined;
  if (related.match && !matched) {
    report(pointer(...base, 'match'), `"${related.match}" is not a field of entity "${entity.name}"`);
    return;
  }
  // Met on a value of this row (a card's number), the listed field holds the same kind of value.
  const pointsBack = matched
    ? field?.type === matched.type && field.ref?.entity === matched.ref?.entity
    : (field?.type === 'reference' || field?.type === 'references') && field.ref?.entity === entity.name;
  if (!other) report(pointer(...base, 'entity'), `unknown entity "${related.entity}"`);
  else if (hop && !via)
    report(pointer(...base, 'field'), `"${own}" is not a reference field of entity "${other.name}"`);
  else if (!field) report(pointer(...base, 'field'), `"${related.field}" is not a field of entity "${other.name}"`);
  else if (!pointsBack && matched) {
    report(
      pointer(...base, 'field'),
      `"${related.field}" of "${owner}" does not hold the values of "${related.match}" (a ${matched.type}${matched.ref ? ` of "${matched.ref.entity}"` : ''})`,
    );
  } else if (!pointsBack) {
    report(pointer(...base, 'field'), `"${hop ?? own}" of "${owner}" does not reference "${entity.name}"`);
  } else if (!listFilterNames(other).includes(related.field)) {
    // The related list pages the other entity filtered by this field; the server accepts only declared filters.
    report(
      pointer(...base, 'field'),
      `"${related.field}" must be in the list filters of "${other.name}" to list its rows here`,
    );
  } else {
    const filters = listFilterNames(other);
    for (const name of Object.keys(related.filters ?? {}))
      if (!filters.includes(name))
        report(pointer(...base, 'filters', name), `"${name}" is not a list filter of "${other.name}"`);
  }
}
