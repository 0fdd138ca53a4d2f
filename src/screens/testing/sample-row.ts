import type { Row } from '../../engine';
import type { MetaBundle } from '../../meta/bundle';
import type { EntityFile, FieldDef } from '../../meta/model';

function sampleValue(name: string, field: FieldDef, bundle: MetaBundle, id: number): unknown {
  switch (field.type) {
    case 'string':
    case 'text':
      return `${name}-${id}`;
    case 'integer':
      return id;
    case 'number':
      return 12.5;
    case 'money':
      return 12345;
    case 'boolean':
      return true;
    case 'date':
      return '2024-05-06';
    case 'datetime':
      return '2024-05-06T07:08:09.000Z';
    case 'dict':
      return bundle.dictionaries.get(field.dict ?? '')?.items[0]?.value ?? null;
    case 'reference':
      return 7;
    case 'references':
      return [7, 8];
    case 'image':
    case 'file':
      return ['https://example.com/a.png'];
    case 'json':
      if (field.sub)
        return [
          Object.fromEntries(Object.entries(field.sub.fields).map(([n, f]) => [n, sampleValue(n, f, bundle, id)])),
        ];
      return field.dict ? [{ period: bundle.dictionaries.get(field.dict)?.items[0]?.value, price: 1 }] : { a: 1 };
  }
}

/** A row of an entity with a plausible value in every field, as the page route would send it. */
export function sampleRow(entity: EntityFile, bundle: MetaBundle, id = 1): Row {
  const row: Row = { id, createdAt: '2024-05-06T07:08:09.000Z', updatedAt: '2024-05-06T07:08:09.000Z', $labels: {} };
  for (const [name, field] of Object.entries(entity.fields)) {
    row[name] = sampleValue(name, field, bundle, id);
    if (field.type === 'reference') row.$labels![name] = `label-of-${name}`;
    // "references" answer a label per id.
    if (field.type === 'references') (row.$labels as Record<string, unknown>)[name] = [`${name}-7`, `${name}-8`];
    if (field.secret) delete row[name];
  }
  return row;
}
