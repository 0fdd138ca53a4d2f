import { createRegistry } from '../create-registry';
import boolean from './boolean';
import date from './date';
import datetime from './datetime';
import dictTag from './dict-tag';
import gunLetter from './gun-letter';
import image from './image';
import json from './json';
import money from './money';
import number from './number';
import reference from './reference';
import referenceTags from './reference-tags';
import text from './text';

/** Every column renderer; a schema field picks one by its type (engine/columns rendererFor). */
export const columnRegistry = createRegistry('column renderer', [
  text,
  number,
  money,
  date,
  datetime,
  dictTag,
  reference,
  referenceTags,
  gunLetter,
  image,
  boolean,
  json,
]);
