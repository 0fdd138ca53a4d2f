import type { FieldType } from '../model/entity';
import type { ValueKind } from './define-rule';

const KINDS: Record<FieldType, ValueKind> = {
  string: 'text',
  text: 'text',
  image: 'text',
  file: 'text',
  integer: 'numeric',
  number: 'numeric',
  money: 'numeric',
  reference: 'numeric',
  references: 'other',
  boolean: 'other',
  date: 'other',
  datetime: 'other',
  dict: 'other',
  json: 'other',
};

/** Which family of rules a field of this type accepts (the model types field.type as a string). */
export const valueKindOf = (type: FieldType | string): ValueKind => KINDS[type as FieldType] ?? 'other';
