import type { FieldType } from './entity';

/**
 * Every form widget a field may name in `widget`, with the field types it can edit. The web
 * app's widget registry (src/registry/widgets) must implement each id exactly once; kept here,
 * free of React, so that the JSON Schema and the linter can list and check the ids.
 */
export const WIDGET_TYPES = {
  text: ['string', 'text'],
  'clock-select': ['string'],
  textarea: ['string', 'text'],
  'rich-text': ['text'],
  number: ['integer', 'number'],
  money: ['money'],
  coordinate: ['number'],
  'dict-select': ['dict'],
  'dict-radio': ['dict'],
  'reference-select': ['reference'],
  'tree-select': ['reference'],
  'references-select': ['references'],
  date: ['date'],
  datetime: ['datetime'],
  'date-range': ['date', 'datetime'],
  'number-range': ['integer', 'number', 'money'],
  switch: ['boolean'],
  'boolean-select': ['boolean'],
  'image-upload': ['image'],
  'file-upload': ['file'],
  'sub-table': ['json'],
  timeline: ['json'],
  'json-text': ['json'],
} as const satisfies Record<string, readonly FieldType[]>;
export type WidgetId = keyof typeof WIDGET_TYPES;
export const WIDGET_IDS = Object.keys(WIDGET_TYPES) as WidgetId[];

/**
 * Every list and detail renderer a field may name in `display`, with the field types it shows.
 * The column registry (src/registry/columns) implements each id exactly once.
 */
export const DISPLAY_TYPES = {
  text: ['string', 'text', 'integer', 'number', 'date', 'datetime', 'dict', 'reference', 'image', 'file'],
  number: ['integer', 'number'],
  money: ['money'],
  date: ['date', 'datetime'],
  datetime: ['datetime'],
  'dict-tag': ['dict'],
  reference: ['reference'],
  'reference-tags': ['references'],
  'gun-letter': ['integer'],
  image: ['image'],
  boolean: ['boolean'],
  json: ['json'],
  timeline: ['json'],
  html: ['text'],
} as const satisfies Record<string, readonly FieldType[]>;
export type DisplayId = keyof typeof DISPLAY_TYPES;
export const DISPLAY_IDS = Object.keys(DISPLAY_TYPES) as DisplayId[];

/** Whether a widget or renderer can serve a field of this type. */
export const widgetServes = (id: string, type: string): boolean =>
  ((WIDGET_TYPES as Record<string, readonly string[]>)[id] ?? []).includes(type);
export const displayServes = (id: string, type: string): boolean =>
  ((DISPLAY_TYPES as Record<string, readonly string[]>)[id] ?? []).includes(type);

/** Throws unless every listed id has exactly one implementation among the entries, and no other. */
export function checkImplemented(kind: string, ids: readonly string[], implemented: readonly { id: string }[]): void {
  const counts = new Map<string, number>();
  for (const { id } of implemented) counts.set(id, (counts.get(id) ?? 0) + 1);
  const missing = ids.filter((id) => !counts.has(id));
  const twice = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
  const unlisted = [...counts.keys()].filter((id) => !ids.includes(id));
  const problems = [
    missing.length ? `no implementation of ${missing.join(', ')}` : '',
    twice.length ? `more than one implementation of ${twice.join(', ')}` : '',
    unlisted.length ? `${unlisted.join(', ')} not listed in src/meta/model/presentation-ids.ts` : '',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${kind} registry: ${problems.join('; ')}`);
}
