import type { EntityFile, FieldDef } from '../model/entity';
import { followsField } from '../reference-offer';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/** Field types a picker may narrow on: one stored value compared for equality. */
const OFFER_TYPES = new Set(['string', 'integer', 'boolean', 'dict', 'reference']);

const isDictValue = (ctx: LintContext, dict: string | undefined, value: unknown) =>
  ctx.dictionaryByName.get(dict ?? '')?.items.some((item) => item.value === value) ?? true;

const formFields = (entity: EntityFile) =>
  new Set([...(entity.form.fields ?? []), ...(entity.form.groups ?? []).flatMap((group) => group.fields)]);

/** Whether a form field's value can be compared with the offered entity's field. */
function sameKind(offered: FieldDef, followed: FieldDef): boolean {
  if (offered.type === 'reference')
    return followed.type === 'reference' && followed.ref?.entity === offered.ref?.entity;
  if (offered.type === 'dict') return followed.type === 'dict' && followed.dict === offered.dict;
  return followed.type === offered.type;
}

/**
 * Where a picker's offer follows another field, and which fields it may follow: the fields
 * beside it (`beside`, filled in by the same form), never itself.
 */
interface OfferPlace {
  name: string;
  beside?: Record<string, FieldDef>;
  /** The fields of the form the picker sits in; a followed field must be one of them. */
  inForm?: Set<string>;
  /** Why a follow is refused here at all (sub-table rows). */
  noFollows?: string;
}

/** `ref.offer` of one reference field: plain fields of the target with values they can hold. */
function checkOffer(ctx: LintContext, field: FieldDef, place: OfferPlace, report: (key: string, text: string) => void) {
  const target = ctx.entityByName.get(field.ref?.entity ?? '');
  if (!target) return;
  for (const [key, value] of Object.entries(field.ref?.offer ?? {})) {
    const offered = Object.hasOwn(target.fields, key) ? target.fields[key] : undefined;
    if (!offered) {
      report(key, `"${key}" is not a field of entity "${target.name}"`);
      continue;
    }
    if (offered.secret || !OFFER_TYPES.has(offered.type)) {
      report(key, `a picker cannot narrow on "${key}" (${offered.secret ? 'secret' : offered.type})`);
      continue;
    }
    if (followsField(value)) {
      const followed = place.beside?.[value.field];
      if (place.noFollows) report(key, place.noFollows);
      else if (value.field === place.name) report(key, 'a picker cannot follow its own value');
      else if (!followed) report(key, `"${value.field}" is not a field beside "${place.name}"`);
      else if (place.inForm && !place.inForm.has(value.field))
        report(key, `"${value.field}" is not in the form, so the picker would never offer anything`);
      else if (!sameKind(offered, followed))
        report(key, `"${value.field}" (${followed.type}) cannot be compared with "${key}" (${offered.type})`);
    } else if (Array.isArray(value) && offered.type === 'boolean')
      report(key, `a list of values is not needed for the boolean "${key}"`);
    else
      for (const one of Array.isArray(value) ? value : [value]) {
        if (offered.type === 'dict' && !isDictValue(ctx, offered.dict, one))
          report(key, `${JSON.stringify(one)} is not a value of dictionary "${offered.dict}"`);
        else if (offered.type === 'reference' && !Number.isSafeInteger(one))
          report(key, `${JSON.stringify(one)} is not a row id of "${offered.ref?.entity}"`);
      }
  }
}

/**
 * Reference pickers narrowed in the schema (`ref.offer`), on the entity's fields, its sub-table
 * rows and its status actions' forms: each narrows on a plain field of the other entity, with a
 * value it can hold or a field of the same form whose value it follows.
 */
export function checkReferenceOffers(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const inForm = formFields(entity);
  for (const [name, field] of Object.entries(entity.fields)) {
    const at = (key: string) => pointer('fields', name, 'ref', 'offer', key);
    const place = { name, beside: entity.fields, inForm: inForm.has(name) ? inForm : undefined };
    checkOffer(ctx, field, place, (key, text) => report(at(key), text));
    for (const [row, rowField] of Object.entries(field.sub?.fields ?? {})) {
      const rowAt = (key: string) => pointer('fields', name, 'sub', 'fields', row, 'ref', 'offer', key);
      const noFollows = 'a sub-table cell cannot follow another field yet';
      checkOffer(ctx, rowField as FieldDef, { name: row, noFollows }, (key, text) => report(rowAt(key), text));
    }
  }
  (entity.statusActions ?? []).forEach((action, i) => {
    const fields = action.form?.fields ?? {};
    for (const [name, field] of Object.entries(fields)) {
      const at = (key: string) => pointer('statusActions', i, 'form', 'fields', name, 'ref', 'offer', key);
      checkOffer(ctx, field, { name, beside: fields }, (key, text) => report(at(key), text));
    }
  });
  return problems;
}
