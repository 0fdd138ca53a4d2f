import type { ISchema } from '@formily/react';
import type { FieldDef } from '../meta/model';
import { tr } from '../i18n/i18n-store';
import { t } from '../meta/model/plain';
import { checkRowSet } from '../meta/sub-rows/row-set';
import { dictOptions } from './fields';
import { fieldSchema, type FormSchemaOptions } from './form-schema';
import { TEXTS } from './texts';
import { formWidgetFor } from './widget-choice';

/** A sub-table spans the whole row of the form grid, however many columns the form has. */
const FULL_ROW = 3;
const OPERATIONS_WIDTH = 64;

/**
 * A field with sub rows as formily's ArrayTable: one column per row field, each cell the
 * field's own widget and validators (the same rules as an entity field), a remove button per
 * row and an add button below. The checks over all rows (count, sums, timeline) run as the
 * table's validator, with the code the server runs.
 */
export function subTableSchema(name: string, field: FieldDef, opts: FormSchemaOptions): ISchema {
  const sub = field.sub!;
  const order = sub.columns ?? Object.keys(sub.fields);
  const columns: Record<string, ISchema> = {};
  order.forEach((rowName, index) => {
    const rowField = sub.fields[rowName];
    const cell = fieldSchema(rowName, rowField, opts);
    columns[`column_${rowName}`] = {
      type: 'void',
      'x-index': index,
      'x-component': 'ArrayTable.Column',
      'x-component-props': { title: t(rowField.title, opts.locale), key: rowName },
      properties: {
        [rowName]: { ...cell, title: undefined, description: undefined, 'x-decorator-props': {} },
      },
    };
  });
  columns.column_operations = {
    type: 'void',
    'x-index': order.length,
    'x-component': 'ArrayTable.Column',
    'x-component-props': { title: t(TEXTS.actions, opts.locale), width: OPERATIONS_WIDTH, align: 'center' },
    properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
  };
  const colorField = sub.timeline?.colorField;
  const colour = colorField ? sub.fields[colorField] : undefined;
  const required = (field.rules ?? '').split('|').includes('required');
  const separator = tr(TEXTS.messageSeparator, undefined, opts.locale);
  const rowSet = (value: unknown) => checkRowSet(sub, Array.isArray(value) ? value : [], opts.locale).join(separator);
  return {
    type: 'array',
    name,
    title: t(field.title, opts.locale),
    description: field.description ? t(field.description, opts.locale) : undefined,
    'x-decorator': 'FormItem',
    'x-decorator-props': { asterisk: required, gridSpan: FULL_ROW },
    'x-component': formWidgetFor(field, opts.bundle),
    'x-component-props': {
      timeline: sub.timeline,
      options: colour ? dictOptions(opts.bundle, colour, opts.locale) : undefined,
      pagination: false,
      size: 'small',
      ...field.widgetProps,
    },
    'x-validator': [...(opts.validatorsOf?.(name, field) ?? []), rowSet],
    items: { type: 'object', properties: columns },
    properties: {
      add: { type: 'void', title: t(TEXTS.addRow, opts.locale), 'x-component': 'ArrayTable.Addition' },
    },
  };
}
