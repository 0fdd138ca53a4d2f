import { isField, type Field, type GeneralField } from '@formily/core';

export type CoordinateKind = 'longitude' | 'latitude';

const kindOf = (field: Field): CoordinateKind =>
  (field.componentProps as { kind?: CoordinateKind } | undefined)?.kind ?? 'longitude';

/**
 * The other half of a coordinate: the field beside `field` (same form, same row of a sub table)
 * edited with the coordinate widget of the other kind. A map pick sets both; without a partner
 * there is nothing to pick on a map.
 */
export function coordinatePartner(field: GeneralField | undefined, kind: CoordinateKind): Field | undefined {
  if (!field || !isField(field)) return undefined;
  const other: CoordinateKind = kind === 'longitude' ? 'latitude' : 'longitude';
  const parent = field.path.parent().toString();
  return Object.values(field.form.fields).find(
    (candidate): candidate is Field =>
      candidate !== field &&
      isField(candidate) &&
      candidate.componentType === 'coordinate' &&
      kindOf(candidate) === other &&
      candidate.path.parent().toString() === parent,
  );
}
