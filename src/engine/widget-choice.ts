import type { MetaBundle } from '../meta/bundle';
import type { FieldDef } from '../meta/model';
import { coordinateKind } from './fields';

/** Widget ids the registry provides; open so that a project can register more. */
export type WidgetId =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'coordinate'
  | 'dict-select'
  | 'dict-radio'
  | 'reference-select'
  | 'references-select'
  | 'date'
  | 'datetime'
  | 'date-range'
  | 'number-range'
  | 'switch'
  | 'boolean-select'
  | 'image-upload'
  | 'file-upload'
  | 'price-periods'
  | 'json-text'
  | (string & {});

/** Dictionaries this short read better as radio buttons than as a select. */
const RADIO_MAX_ITEMS = 3;

/** The form widget a field is edited with, chosen from its type. */
export function formWidgetFor(name: string, field: FieldDef, bundle: MetaBundle): WidgetId {
  switch (field.type) {
    case 'string':
      return 'text';
    case 'text':
      return 'textarea';
    case 'integer':
      return 'number';
    case 'number':
      return coordinateKind(name, field) ? 'coordinate' : 'number';
    case 'money':
      return 'money';
    case 'boolean':
      return 'switch';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'dict': {
      const size = bundle.dictionaries.get(field.dict ?? '')?.items.length ?? 0;
      return size > 0 && size <= RADIO_MAX_ITEMS ? 'dict-radio' : 'dict-select';
    }
    case 'reference':
      return 'reference-select';
    case 'references':
      return 'references-select';
    case 'image':
      return 'image-upload';
    case 'file':
      return 'file-upload';
    case 'json':
      // A json field naming a dictionary holds time-of-use periods keyed by that dictionary.
      return field.dict ? 'price-periods' : 'json-text';
    default:
      return 'text';
  }
}

/** The filter widget of a field, and how its value matches on the server. */
export function filterWidgetFor(field: FieldDef): { widget: WidgetId; mode: 'exact' | 'contains' | 'range' | 'in' } {
  switch (field.type) {
    case 'string':
    case 'text':
      return { widget: 'text', mode: field.filter === 'exact' ? 'exact' : 'contains' };
    case 'integer':
    case 'number':
    case 'money':
      return field.filter === 'exact' ? { widget: 'number', mode: 'exact' } : { widget: 'number-range', mode: 'range' };
    case 'date':
    case 'datetime':
      return { widget: 'date-range', mode: 'range' };
    case 'dict':
      return field.filter === 'in' ? { widget: 'dict-select', mode: 'in' } : { widget: 'dict-select', mode: 'exact' };
    case 'reference':
      return { widget: 'reference-select', mode: 'exact' };
    // Rows that include any of the chosen.
    case 'references':
      return { widget: 'references-select', mode: 'in' };
    case 'boolean':
      return { widget: 'boolean-select', mode: 'exact' };
    default:
      return { widget: 'text', mode: 'exact' };
  }
}
