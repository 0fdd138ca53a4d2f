import type { EntityFile, FieldDef } from '../model/entity';
import type { LintContext, Located } from './context';
import { IMPLICIT_FIELDS } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

const isDictValue = (ctx: LintContext, dict: string | undefined, value: unknown) =>
  ctx.dictionaryByName.get(dict ?? '')?.items.some((item) => item.value === value) ?? true;

/** Field types that may scope a unique value: one stored value per row. */
const UNIQUE_SCOPE_TYPES = new Set(['reference', 'string', 'integer', 'dict', 'date']);

function checkField(
  ctx: LintContext,
  entity: EntityFile,
  name: string,
  field: FieldDef,
  report: (at: string, message: string) => void,
) {
  const at = (...rest: (string | number)[]) => pointer('fields', name, ...rest);
  if (field.type === 'dict' && field.dict === undefined)
    report(at('type'), 'a dict field needs "dict" naming a dictionary');
  if (field.dict !== undefined && field.type !== 'dict') report(at('dict'), '"dict" is only for fields of type dict');
  if (field.dict !== undefined && !ctx.dictionaryByName.has(field.dict))
    report(at('dict'), `unknown dictionary "${field.dict}"`);
  if (field.type === 'dict' && field.default != null && !isDictValue(ctx, field.dict, field.default)) {
    report(at('default'), `${JSON.stringify(field.default)} is not a value of dictionary "${field.dict}"`);
  }
  const pointsAtRows = field.type === 'reference' || field.type === 'references';
  if (pointsAtRows && field.ref === undefined) report(at('type'), `a ${field.type} field needs "ref"`);
  if (field.ref !== undefined && !pointsAtRows)
    report(at('ref'), '"ref" is only for fields of type reference or references');
  if (field.ref !== undefined) {
    const target = ctx.entityByName.get(field.ref.entity);
    if (!target) report(at('ref', 'entity'), `unknown entity "${field.ref.entity}"`);
    else if (!(field.ref.labelField in target.fields) && field.ref.labelField !== 'id') {
      report(at('ref', 'labelField'), `"${field.ref.labelField}" is not a field of entity "${target.name}"`);
    }
  }
  if (field.userRef && field.type !== 'integer') report(at('userRef'), '"userRef" is only for integer fields');
  if (field.uniqueWithin && !field.unique) report(at('uniqueWithin'), '"uniqueWithin" needs "unique": true');
  (field.uniqueWithin ?? []).forEach((other, i) => {
    const scope = entity.fields[other];
    if (other === name) report(at('uniqueWithin', i), 'a field cannot scope its own uniqueness');
    else if (!scope) report(at('uniqueWithin', i), `"${other}" is not a declared field`);
    else if (!UNIQUE_SCOPE_TYPES.has(scope.type))
      report(
        at('uniqueWithin', i),
        `"${other}" (${scope.type}) cannot scope uniqueness: use a reference or a plain value`,
      );
  });
  const when = field.visibleWhen;
  if (when !== undefined) {
    const other = entity.fields[when.field];
    if (when.field === name) report(at('visibleWhen', 'field'), 'a field cannot depend on itself');
    else if (!other) report(at('visibleWhen', 'field'), `"${when.field}" is not a declared field`);
    else if (other.type === 'dict') {
      when.in.forEach((value, i) => {
        if (!isDictValue(ctx, other.dict, value)) {
          report(at('visibleWhen', 'in', i), `${JSON.stringify(value)} is not a value of dictionary "${other.dict}"`);
        }
      });
    }
  }
}

/** Dictionaries and references each field names, and the label and status fields. */
export function checkEntityFields(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  for (const [name, field] of Object.entries(entity.fields)) {
    // A crossTenant screen shows the row's seller: it declares sellerId as a reference to show it.
    const sellerColumn =
      name === 'sellerId' && entity.scope === 'crossTenant' && entity.fields[name].type === 'reference';
    if ((IMPLICIT_FIELDS as readonly string[]).includes(name) || (name === 'sellerId' && !sellerColumn)) {
      report(pointer('fields', name), `"${name}" is implicit and must not be declared`);
    }
    checkField(ctx, entity, name, field, report);
  }
  if (!(entity.labelField in entity.fields)) report('/labelField', `"${entity.labelField}" is not a declared field`);
  if (entity.statusField !== undefined) {
    const status = entity.fields[entity.statusField];
    if (!status) report('/statusField', `"${entity.statusField}" is not a declared field`);
    else if (status.type !== 'dict')
      report('/statusField', `status field "${entity.statusField}" must be of type dict`);
  }
  return problems;
}
