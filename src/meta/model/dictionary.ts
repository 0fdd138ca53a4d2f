import { Type, type Static } from '@sinclair/typebox';
import { Identifier, LocalizedText } from './common';

/** antd tag colours a status value may be shown in. */
export const DICT_COLORS = [
  'default',
  'success',
  'processing',
  'error',
  'warning',
  'green',
  'blue',
  'red',
  'orange',
  'gold',
  'purple',
  'cyan',
  'magenta',
  'geekblue',
  'lime',
  'volcano',
] as const;
export type DictColor = (typeof DICT_COLORS)[number];

export const DictionaryItem = Type.Object(
  {
    value: Type.Union([Type.String(), Type.Integer()], {
      description: 'The stored value (a code such as 1 or a key such as "ZiYing"); its JSON type must match valueType.',
    }),
    label: LocalizedText,
    color: Type.Optional(
      Type.Union(
        DICT_COLORS.map((c) => Type.Literal(c)),
        { description: 'Tag colour for this value in lists and details; give one where the value is a status.' },
      ),
    ),
    description: Type.Optional(Type.String({ description: 'A note for configurers; not shown to users.' })),
  },
  { additionalProperties: false },
);
export type DictionaryItem = Static<typeof DictionaryItem>;

export const DictionaryFile = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'Path to the generated JSON Schema, for editor completion.' })),
    name: Identifier('Unique dictionary name that fields reference in their "dict" property, e.g. "gunStatus".'),
    title: LocalizedText,
    valueType: Type.Union([Type.Literal('integer'), Type.Literal('string')], {
      description: 'JSON type of every item value; decides the column type of fields using this dictionary.',
    }),
    items: Type.Array(DictionaryItem, { minItems: 1, description: 'The values, in display order.' }),
    description: Type.Optional(
      Type.String({ description: 'Where the list comes from or what is still to be completed.' }),
    ),
  },
  { additionalProperties: false, description: 'An enumeration: stored values with labels in both languages.' },
);
export type DictionaryFile = Static<typeof DictionaryFile>;
