import { createRegistry } from '../create-registry';
import booleanSelect from './boolean-select';
import dictSelect from './dict-select';
import { dateRange, number, numberRange } from './lazy-filters';
import referenceSelect from './reference-select';
import text from './text';
import treeSelect from './tree-select';

/** Every filter widget; a field picks one by its type (engine/widget-choice filterWidgetFor). */
export const filterRegistry = createRegistry('filter widget', [
  text,
  number,
  numberRange,
  dateRange,
  dictSelect,
  referenceSelect,
  booleanSelect,
  treeSelect,
]);
