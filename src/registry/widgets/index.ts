import { FormGrid, FormItem } from '@formily/antd-v5';
import type { ComponentType } from 'react';
import { createRegistry } from '../create-registry';
import booleanSelect from './boolean-select';
import coordinate from './coordinate';
import date from './date';
import dateRange from './date-range';
import datetime from './datetime';
import dictRadio from './dict-radio';
import dictSelect from './dict-select';
import fileUpload from './file-upload';
import { FormGroup } from './form-group';
import imageUpload from './image-upload';
import jsonText from './json-text';
import money from './money';
import number from './number';
import numberRange from './number-range';
import pricePeriods from './price-periods';
import referenceSelect from './reference-select';
import referencesSelect from './references-select';
import switchWidget from './switch';
import text from './text';
import textarea from './textarea';

/** Every form and filter widget; the engine picks one per field (engine/widget-choice). */
export const widgetRegistry = createRegistry('widget', [
  text,
  textarea,
  number,
  money,
  coordinate,
  dictSelect,
  dictRadio,
  referenceSelect,
  referencesSelect,
  date,
  datetime,
  dateRange,
  numberRange,
  switchWidget,
  booleanSelect,
  imageUpload,
  fileUpload,
  pricePeriods,
  jsonText,
]);

/** What createSchemaField needs: the widgets by id plus the layout components the schemas use. */
// Formily types its components loosely; each widget declares its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const schemaComponents: Record<string, ComponentType<any>> = {
  FormItem,
  FormGrid,
  FormGroup,
  ...Object.fromEntries(widgetRegistry.all().map((w) => [w.id, w.component])),
};
