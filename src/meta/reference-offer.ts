import type { FieldDef } from './model';

/** A value the offered rows must hold: a constant, or another field's current value in the form. */
export type OfferValue = string | number | boolean | (string | number)[] | { field: string };

/** Constant values the offered rows must hold, as the options route takes them. */
export type FixedOffer = Record<string, string | number | boolean | null | (string | number)[]>;

/** A `ref.offer` split into its constant part and the form fields it follows. */
export interface OfferParts {
  fixed: FixedOffer;
  /** [field of the offered entity, field of this form whose value it must hold], in order. */
  follows: [string, string][];
}

export const followsField = (value: unknown): value is { field: string } =>
  typeof value === 'object' && value !== null && typeof (value as { field?: unknown }).field === 'string';

/** A reference's offer in its two parts; undefined when it has none. */
export function offerParts(field: FieldDef): OfferParts | undefined {
  const offer = field.ref?.offer;
  if (!offer) return undefined;
  const parts: OfferParts = { fixed: {}, follows: [] };
  for (const [key, value] of Object.entries(offer)) {
    if (followsField(value)) parts.follows.push([key, value.field]);
    else parts.fixed[key] = value;
  }
  return parts;
}
