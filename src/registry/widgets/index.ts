import { ArrayTable, FormGrid, FormItem } from '@formily/antd-v5';
import type { ComponentType } from 'react';
import { WIDGET_IDS, checkImplemented } from '../../meta/model/presentation-ids';
import { createRegistry } from '../create-registry';
import booleanSelect from './boolean-select';
import clockSelect from './clock-select';
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
import referenceSelect from './reference-select';
import subTable from './sub-table';
import referencesSelect from './references-select';
import richText from './rich-text';
import switchWidget from './switch';
import text from './text';
import textarea from './textarea';
import timeline from './timeline';
import treeSelect from './tree-select';

/**
 * Every form widget: the ids listed in src/meta, each implemented once (checked as the module
 * loads); a field names one in `widget`, or the engine picks one by type (engine/widget-choice).
 */
const widgets = [
  text,
  textarea,
  richText,
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
  jsonText,
  clockSelect,
  treeSelect,
  subTable,
  timeline,
];
checkImplemented('widget', WIDGET_IDS, widgets);
export const widgetRegistry = createRegistry('widget', widgets);

/** What createSchemaField needs: the widgets by id plus the layout components the schemas use. */
// Formily types its components loosely; each widget declares its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const schemaComponents: Record<string, ComponentType<any>> = {
  FormItem,
  FormGrid,
  FormGroup,
  ArrayTable,
  ...Object.fromEntries(widgetRegistry.all().map((w) => [w.id, w.component])),
};
