import type { EntityFile, FieldDef, FieldType, RowFieldDef } from '../model/entity';
import { checkRuleUse, parseRuleString } from '../rules';
import { DISPLAY_TYPES, WIDGET_TYPES, displayServes, widgetServes } from '../model/presentation';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

type Report = (at: string, message: string) => void;
const NUMERIC = new Set(['integer', 'number', 'money']);

const typesOf = (table: Record<string, readonly string[]>, id: string) => table[id]?.join(', ') ?? '';

/** A widget or renderer that cannot serve the field's type; widgets that need more than a type. */
function checkPresentation(
  ctx: LintContext,
  field: RowFieldDef | FieldDef,
  at: (...rest: (string | number)[]) => string,
  report: Report,
) {
  if (field.widget && !widgetServes(field.widget, field.type)) {
    report(
      at('widget'),
      `widget "${field.widget}" does not edit ${field.type} fields (it edits ${typesOf(WIDGET_TYPES, field.widget)})`,
    );
  }
  if (field.display && !displayServes(field.display, field.type)) {
    report(
      at('display'),
      `display "${field.display}" does not show ${field.type} fields (it shows ${typesOf(DISPLAY_TYPES, field.display)})`,
    );
  }
  const sub = 'sub' in field ? field.sub : undefined;
  if ((field.widget === 'sub-table' || field.widget === 'timeline') && !sub)
    report(at('widget'), `widget "${field.widget}" needs "sub" rows`);
  if ((field.widget === 'timeline' || field.display === 'timeline') && sub && !sub.timeline)
    report(at('sub'), 'a timeline needs "sub.timeline"');
  if (field.widget === 'tree-select' && field.ref && !ctx.entityByName.get(field.ref.entity)?.tree)
    report(at('widget'), `"tree-select" needs a tree entity; "${field.ref.entity}" declares no "tree"`);
}

function checkSub(ctx: LintContext, name: string, field: FieldDef, report: Report) {
  const sub = field.sub;
  if (!sub) return;
  const at = (...rest: (string | number)[]) => pointer('fields', name, 'sub', ...rest);
  if (field.type !== 'json') report(pointer('fields', name, 'sub'), '"sub" rows are only for fields of type json');
  const rowField = (ref: string, where: string) => {
    if (!(ref in sub.fields)) report(where, `"${ref}" is not a field of the rows`);
    return sub.fields[ref];
  };
  for (const [rowName, row] of Object.entries(sub.fields)) {
    const fieldAt = (...rest: (string | number)[]) => at('fields', rowName, ...rest);
    checkPresentation(ctx, row, fieldAt, report);
    if (row.type === 'json') report(fieldAt('type'), 'row fields cannot hold rows of their own');
    if (row.type === 'dict' && !ctx.dictionaryByName.has(row.dict ?? ''))
      report(fieldAt('dict'), `unknown dictionary "${row.dict ?? ''}"`);
    if (row.ref && !ctx.entityByName.has(row.ref.entity))
      report(fieldAt('ref', 'entity'), `unknown entity "${row.ref.entity}"`);
    // Rows are checked by the same rule registry as entity fields: the same rule checks apply.
    for (const rule of row.rules === undefined ? [] : parseRuleString(row.rules)) {
      const problem = checkRuleUse(rule, row.type as FieldType);
      if (problem) report(fieldAt('rules'), problem);
    }
  }
  sub.columns?.forEach((column, i) => rowField(column, at('columns', i)));
  if (sub.minRows !== undefined && sub.maxRows !== undefined && sub.minRows > sub.maxRows)
    report(at('minRows'), `minRows ${sub.minRows} is above maxRows ${sub.maxRows}`);
  sub.sums?.forEach((sum, i) => {
    const row = rowField(sum.field, at('sums', i, 'field'));
    if (row && !NUMERIC.has(row.type)) report(at('sums', i, 'field'), `"${sum.field}" is not numeric`);
  });
  const timeline = sub.timeline;
  if (timeline) {
    for (const key of ['start', 'end'] as const) {
      const row = rowField(timeline[key], at('timeline', key));
      if (row && row.type !== 'string')
        report(at('timeline', key), `"${timeline[key]}" must be a string field ("HH:mm")`);
    }
    if (timeline.colorField) {
      const row = rowField(timeline.colorField, at('timeline', 'colorField'));
      if (row && row.type !== 'dict')
        report(at('timeline', 'colorField'), `"${timeline.colorField}" must be a dict field`);
    }
  }
}

/** The entity's tree: its parent field must point at the entity itself. */
function checkTree(entity: EntityFile, report: Report) {
  const parentField = entity.tree?.parentField;
  if (parentField === undefined) {
    (entity.list.rowActions ?? []).forEach((name, i) => {
      if (name === 'move' || name === 'addChild')
        report(pointer('list', 'rowActions', i), `"${name}" needs a "tree" entity`);
    });
    return;
  }
  const parent = entity.fields[parentField];
  if (!parent) report('/tree/parentField', `"${parentField}" is not a declared field`);
  else if (parent.type !== 'reference' || parent.ref?.entity !== entity.name)
    report('/tree/parentField', `"${parentField}" must be a reference to "${entity.name}" itself`);
}

/** Widgets, renderers, sub-table rows and trees: each names what it needs and serves its field. */
export function checkEntityPresentation(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  for (const [name, field] of Object.entries(entity.fields)) {
    checkPresentation(ctx, field, (...rest) => pointer('fields', name, ...rest), report);
    checkSub(ctx, name, field, report);
  }
  // A sheet has one cell per field: rows inside a field cannot be imported from it.
  (entity.import?.fields ?? []).forEach((name, i) => {
    if (entity.fields[name]?.sub)
      report(pointer('import', 'fields', i), `"${name}" holds sub rows, which a sheet cannot import`);
  });
  checkTree(entity, report);
  return problems;
}
