import { DISPLAY_IDS, checkImplemented } from '../../meta/model/presentation-ids';
import { createRegistry } from '../create-registry';
import boolean from './boolean';
import date from './date';
import datetime from './datetime';
import dictTag from './dict-tag';
import gunLetter from './gun-letter';
import html from './html';
import image from './image';
import json from './json';
import money from './money';
import number from './number';
import reference from './reference';
import referenceTags from './reference-tags';
import text from './text';
import timeline from './timeline';

/**
 * Every list and detail renderer: the `display` ids listed in src/meta, each implemented once
 * (checked as the module loads); a field names one, or its type picks one (engine/columns).
 */
const renderers = [
  text,
  number,
  money,
  date,
  datetime,
  dictTag,
  reference,
  referenceTags,
  gunLetter,
  html,
  image,
  boolean,
  json,
  timeline,
];
checkImplemented('column renderer', DISPLAY_IDS, renderers);
export const columnRegistry = createRegistry('column renderer', renderers);
