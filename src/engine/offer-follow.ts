import type { ISchema } from '@formily/react';
import { untracked } from '@formily/reactive';
import type { MetaBundle } from '../meta/bundle';
import type { FieldDef } from '../meta/model';
import { offerParts, type FixedOffer } from '../meta/reference-offer';
import type { DataProvider, RowId } from './data-provider';
import { offerWaits, type LoadOptions, type Offer } from './options-loader';

/** The part of a formily field a followed offer works on: its loader and its value. */
export interface FollowingPicker {
  value: unknown;
  setComponentProps(props: Record<string, unknown>): void;
}

/** The options route's largest page: the most chosen rows checked at once. */
const MAX_IDS_CHECKED = 50;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const chosenIds = (value: unknown): RowId[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is RowId => !isBlank(id));

/** The offer with the current values of the fields it follows; null where one is empty. */
export function followedOffer(fixed: FixedOffer, keys: string[], deps: unknown[]): Offer {
  const offer: Offer = { ...fixed };
  keys.forEach((key, i) => {
    const value = deps[i];
    offer[key] = isBlank(value) ? null : (value as string | number);
  });
  return offer;
}

/**
 * `$followOffer(entity, fixed, keys, $deps, $self)` in the form's scope: a picker whose offer
 * follows other fields of the form (the accounts of the member chosen) searches with their
 * current values, and offers nothing while one is empty. When one of them changes, a choice
 * that no longer fits is cleared, as the server would refuse it. The first values seen are only
 * remembered: a form opened on a record keeps its choice, checked again once the record is in.
 */
export function createFollowOffer(
  provider: DataProvider,
  bundle: MetaBundle,
  optionsOf: (entityName: string, offer?: Offer) => LoadOptions,
) {
  const seen = new WeakMap<object, string>();
  const latest = new WeakMap<object, number>();
  let asked = 0;
  return (entityName: string, fixed: FixedOffer, keys: string[], deps: unknown[], field: FollowingPicker) =>
    // Run outside formily's tracking: the reaction follows its dependencies, not the picker itself.
    untracked(() => {
      const offer = followedOffer(fixed, keys, deps);
      field.setComponentProps({ loadOptions: optionsOf(entityName, offer) });
      const key = JSON.stringify(deps.map((value) => (isBlank(value) ? null : value)));
      const before = seen.get(field);
      seen.set(field, key);
      const ids = chosenIds(field.value);
      if (before === undefined || before === key || ids.length === 0) return;
      const ticket = ++asked;
      latest.set(field, ticket);
      const keep = (fitting: Set<string>) => {
        if (latest.get(field) !== ticket) return;
        if (Array.isArray(field.value)) field.value = field.value.filter((id) => fitting.has(String(id)));
        else if (!fitting.has(String(field.value))) field.value = null;
      };
      const entity = bundle.entities.get(entityName);
      if (offerWaits(offer) || !entity) return keep(new Set());
      void provider.options({ entity, ids, offer, pageSize: Math.min(ids.length, MAX_IDS_CHECKED) }).then((answer) => {
        if (answer.code === 0) keep(new Set(answer.data.map((option) => String(option.value))));
      });
    });
}

/** The reaction that keeps a picker's offer on the fields it follows, for its formily schema. */
export function followOfferReaction(field: FieldDef): ISchema['x-reactions'] | undefined {
  const parts = offerParts(field);
  if (!parts || parts.follows.length === 0) return undefined;
  const keys = parts.follows.map(([key]) => key);
  const args = [field.ref!.entity, parts.fixed, keys].map((arg) => JSON.stringify(arg)).join(', ');
  return {
    dependencies: parts.follows.map(([, formField]) => formField),
    fulfill: { run: `$followOffer(${args}, $deps, $self)` },
  };
}
