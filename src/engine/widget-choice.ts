import type { MetaBundle } from '../meta/bundle';
import type { FieldDef } from '../meta/model';
import type { WidgetId } from '../meta/model/presentation-ids';

export type { WidgetId } from '../meta/model/presentation-ids';

/** Dictionaries this short read better as radio buttons than as a select. */
const RADIO_MAX_ITEMS = 3;

/** Whether a reference field points at a tree entity, so that it is picked from a tree. */
const pointsAtTree = (field: FieldDef, bundle: MetaBundle) =>
  field.type === 'reference' && !!bundle.entities.get(field.ref?.entity ?? '')?.tree;

/**
 * The form widget a field is edited with: the one the schema names in `widget`, otherwise the
 * one its type (and, for references, dictionaries and sub rows, what it points at) calls for.
 * The field's name never decides: a latitude says `"widget": "coordinate"`.
 */
export function formWidgetFor(field: FieldDef, bundle: MetaBundle): WidgetId {
  if (field.widget) return field.widget;
  switch (field.type) {
    case 'string':
      return 'text';
    case 'text':
      return 'textarea';
    case 'integer':
      // A user's id is picked by name, never typed.
      return field.userRef ? 'reference-select' : 'number';
    case 'number':
      return 'number';
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
      return pointsAtTree(field, bundle) ? 'tree-select' : 'reference-select';
    case 'references':
      return 'references-select';
    case 'image':
      return 'image-upload';
    case 'file':
      return 'file-upload';
    case 'json':
      if (field.sub) return field.sub.timeline ? 'timeline' : 'sub-table';
      return 'json-text';
    default:
      return 'text';
  }
}

/** The filter widget of a field, and how its value matches on the server. */
export function filterWidgetFor(
  field: FieldDef,
  bundle?: MetaBundle,
): { widget: WidgetId; mode: 'exact' | 'contains' | 'range' | 'in' } {
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
      return { widget: bundle && pointsAtTree(field, bundle) ? 'tree-select' : 'reference-select', mode: 'exact' };
    // Rows that include any of the chosen.
    case 'references':
      return { widget: 'references-select', mode: 'in' };
    case 'boolean':
      return { widget: 'boolean-select', mode: 'exact' };
    default:
      return { widget: 'text', mode: 'exact' };
  }
}
