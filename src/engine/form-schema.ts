import type { ISchema } from '@formily/react';
import type { MetaBundle } from '../meta/bundle';
import { isPickedUser } from '../meta/capabilities';
import type { EntityFile, FieldDef, Locale } from '../meta/model';
import { t } from '../meta/model/plain';
import { dictOptions, fieldOf, inView, maxLengthOf } from './fields';
import { offerParts } from '../meta/reference-offer';
import { followOfferReaction } from './offer-follow';
import { serverValueReaction } from './server-value';
import { subTableSchema } from './sub-table-schema';
import { formWidgetFor } from './widget-choice';

/** Validator rules of one field, e.g. compileFieldValidators from src/meta/rules. */
export type ValidatorsOf = (name: string, field: FieldDef) => unknown[];

export interface FormSchemaOptions {
  bundle: MetaBundle;
  locale: Locale;
  validatorsOf?: ValidatorsOf;
  /** The entity the form writes; its upload route takes the files of image and file fields. */
  entityName?: string;
  /** The status action whose form this is: its user fields are picked through that action's key. */
  actionName?: string;
}

export const DEFAULT_FORM_COLUMNS = 2;

/** Field names of the form, in order, grouped when the schema groups them. */
export function formGroups(entity: EntityFile): { title?: EntityFile['title']; fields: string[] }[] {
  const groups = entity.form.groups ?? [{ fields: entity.form.fields ?? [] }];
  return groups.map((g) => ({
    title: 'title' in g ? g.title : undefined,
    fields: g.fields.filter((name) => {
      const field = fieldOf(entity, name);
      // A value the server works out is read-only but shown, as the user needs it to fill in the rest.
      return (!field.readOnly || field.serverValue !== undefined) && inView(field, 'form');
    }),
  }));
}

/**
 * A reference's loader: over the whole entity, or narrowed by its `ref.offer`. Fields the offer
 * follows start empty (nothing offered) until the form's reaction fills them in.
 */
function loadOptionsOf(field: FieldDef): string {
  const entity = JSON.stringify(field.ref?.entity ?? '');
  const parts = offerParts(field);
  if (!parts) return `{{$optionsOf(${entity})}}`;
  const waiting = Object.fromEntries(parts.follows.map(([key]) => [key, null]));
  return `{{$optionsOf(${entity}, ${JSON.stringify({ ...parts.fixed, ...waiting })})}}`;
}

/**
 * Props the widget needs from the field's metadata (dictionary items, referenced entity ...),
 * then the schema's own `widgetProps`, which win.
 */
function componentProps(name: string, field: FieldDef, opts: FormSchemaOptions): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (field.placeholder) props.placeholder = t(field.placeholder, opts.locale);
  switch (field.type) {
    case 'string':
    case 'text':
      props.maxLength = maxLengthOf(field);
      // A rich text editor uploads its pictures through the entity's upload route.
      if (field.widget === 'rich-text' && opts.entityName)
        props.upload = `{{$uploadTo(${JSON.stringify(opts.entityName)}, ${JSON.stringify(name)})}}`;
      break;
    case 'number':
      props.precision = field.precision;
      break;
    case 'integer':
      // Compiled against the screen's scope: the entity's userOptions route through the provider.
      if (isPickedUser(field) && opts.entityName) {
        const args = [opts.entityName, name, ...(opts.actionName ? [opts.actionName] : [])];
        props.loadOptions = `{{$userOptionsOf(${args.map((arg) => JSON.stringify(arg)).join(', ')})}}`;
      }
      break;
    case 'money':
      props.moneyUnit = field.moneyUnit ?? 100;
      break;
    case 'reference':
    case 'references':
      // Compiled by formily against the scope the screen gives: the data provider's options route.
      props.loadOptions = loadOptionsOf(field);
      if (opts.bundle.entities.get(field.ref?.entity ?? '')?.tree)
        props.loadTree = `{{$treeOf(${JSON.stringify(field.ref?.entity ?? '')})}}`;
      break;
    case 'image':
    case 'file':
      props.multiple = field.multiple ?? false;
      if (field.accept) props.accept = field.accept.join(',');
      if (field.maxSize) props.maxSize = field.maxSize;
      // Compiled against the screen's scope, like reference loaders: uploads through the provider.
      if (opts.entityName) props.upload = `{{$uploadTo(${JSON.stringify(opts.entityName)}, ${JSON.stringify(name)})}}`;
      break;
  }
  return { ...props, ...field.widgetProps };
}

/** The formily schema of one field; sub rows become an array table (sub-table-schema). */
export function fieldSchema(name: string, field: FieldDef, opts: FormSchemaOptions): ISchema {
  if (field.sub) return subTableSchema(name, field, opts);
  const required = (field.rules ?? '').split('|').includes('required');
  const schema: ISchema = {
    type: ['json', 'image', 'file', 'references'].includes(field.type)
      ? 'array'
      : field.type === 'boolean'
        ? 'boolean'
        : 'string',
    name,
    title: t(field.title, opts.locale),
    description: field.description ? t(field.description, opts.locale) : undefined,
    'x-decorator': 'FormItem',
    'x-decorator-props': required ? { asterisk: true } : {},
    'x-component': formWidgetFor(field, opts.bundle),
    'x-component-props': componentProps(name, field, opts),
    'x-validator': opts.validatorsOf?.(name, field) ?? [],
  };
  // Dictionary items become formily's dataSource, which its Select and Radio adapters read.
  if (field.type === 'dict')
    schema.enum = dictOptions(opts.bundle, field, opts.locale).map(({ label, value }) => ({ label, value }));
  if (field.default !== undefined && field.default !== null) schema.default = field.default;
  const reactions: ISchema['x-reactions'][] = [];
  if (field.visibleWhen) {
    const { field: other, in: values } = field.visibleWhen;
    // Hidden fields are neither validated nor submitted (formily display "none").
    reactions.push({
      dependencies: [other],
      fulfill: { state: { visible: `{{${JSON.stringify(values)}.includes($deps[0])}}` } },
    });
  }
  if (field.serverValue) {
    schema['x-disabled'] = true;
    reactions.push(serverValueReaction(opts.entityName, field));
  }
  reactions.push(followOfferReaction(field));
  const present = reactions.filter((reaction) => reaction !== undefined);
  if (present.length > 0) schema['x-reactions'] = present.length === 1 ? present[0] : present.flat();
  return schema;
}

/** The whole create/edit form: a grid per group, each group titled when the schema titles it. */
export function buildFormSchema(entity: EntityFile, opts: FormSchemaOptions): ISchema {
  const columns = entity.form.columns ?? DEFAULT_FORM_COLUMNS;
  const properties: Record<string, ISchema> = {};
  formGroups(entity).forEach((group, index) => {
    const fields: Record<string, ISchema> = {};
    group.fields.forEach((name, order) => {
      fields[name] = {
        ...fieldSchema(name, fieldOf(entity, name), { entityName: entity.name, ...opts }),
        'x-index': order,
      };
    });
    properties[`group${index}`] = {
      type: 'void',
      'x-index': index,
      'x-component': 'FormGroup',
      'x-component-props': { title: group.title ? t(group.title, opts.locale) : undefined },
      properties: {
        grid: {
          type: 'void',
          'x-component': 'FormGrid',
          'x-component-props': { maxColumns: columns, minColumns: 1 },
          properties: fields,
        },
      },
    };
  });
  return { type: 'object', properties };
}
