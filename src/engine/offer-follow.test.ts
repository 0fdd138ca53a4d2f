import { describe, expect, it } from 'vitest';
import type { MetaBundle } from '../meta/bundle';
import type { DataProvider } from './data-provider';
import { fixtureBundle } from './fixtures/fixture-bundle';
import { createFollowOffer } from './offer-follow';
import { createOptionsOf, type Offer } from './options-loader';

/** Accounts 1 and 2 belong to member 10, account 3 to member 20. */
const OWNER: Record<number, number> = { 1: 10, 2: 10, 3: 20 };

function fakeProvider() {
  const asked: { ids?: unknown[]; offer?: Offer }[] = [];
  const provider = {
    options: async ({ ids, offer }: { ids?: number[]; offer?: Offer }) => {
      asked.push({ ids, offer });
      const rows = (ids ?? [1, 2, 3]).filter((id) => !offer?.memberId || OWNER[id] === offer.memberId);
      return { code: 0, msg: '', data: rows.map((id) => ({ value: id, label: `A${id}` })) };
    },
  } as unknown as DataProvider;
  return { provider, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function picker(value: unknown) {
  const props: Record<string, unknown> = {};
  return { value, props, setComponentProps: (more: Record<string, unknown>) => Object.assign(props, more) };
}

describe('a picker following another field of its form', () => {
  const bundle: MetaBundle = fixtureBundle;
  const entity = [...bundle.entities.keys()][0];

  it('offers nothing until the field is filled, then only what fits its value', async () => {
    const { provider, asked } = fakeProvider();
    const optionsOf = createOptionsOf(provider, bundle);
    const follow = createFollowOffer(provider, bundle, optionsOf);
    const field = picker(null);
    follow(entity, {}, ['memberId'], [undefined], field);
    const waiting = field.props.loadOptions as (keyword?: string) => Promise<unknown[]>;
    expect(await waiting()).toEqual([]);
    expect(asked).toEqual([]);
    follow(entity, {}, ['memberId'], [20], field);
    const narrowed = field.props.loadOptions as (keyword?: string) => Promise<{ value: number }[]>;
    expect((await narrowed()).map((option) => option.value)).toEqual([3]);
  });

  it('keeps a choice the form opened with, and lets it go when the field changes to one it does not fit', async () => {
    const { provider } = fakeProvider();
    const follow = createFollowOffer(provider, bundle, createOptionsOf(provider, bundle));
    const field = picker(1);
    follow(entity, {}, ['memberId'], [10], field);
    await settle();
    expect(field.value).toBe(1);
    follow(entity, {}, ['memberId'], [10], field);
    await settle();
    expect(field.value).toBe(1);
    follow(entity, {}, ['memberId'], [20], field);
    await settle();
    expect(field.value).toBeNull();
  });

  it('keeps a choice that still fits the new value, and lets it go when the field is emptied', async () => {
    const { provider } = fakeProvider();
    const follow = createFollowOffer(provider, bundle, createOptionsOf(provider, bundle));
    const field = picker(3);
    follow(entity, {}, ['memberId'], [undefined], field);
    follow(entity, {}, ['memberId'], [20], field);
    await settle();
    expect(field.value).toBe(3);
    follow(entity, {}, ['memberId'], [null], field);
    await settle();
    expect(field.value).toBeNull();
  });
});
