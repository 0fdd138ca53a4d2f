import type { ISchema } from '@formily/react';
import type { MetaBundle } from '../meta/bundle';
import type { FieldDef } from '../meta/model';
import type { DataProvider } from './data-provider';

/** The part of a formily field a server value writes: its value and whether it is being asked. */
export interface ServerValueTarget {
  value: unknown;
  loading?: boolean;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * `$serverValue(entity, operation, from, deps, field)` in the form's scope: asks the entity's
 * route for a field the server works out (`serverValue`) with the current values of the fields
 * it depends on, and shows the answer. Until every one of them is filled in the field is empty;
 * an answer that arrives after a newer question is dropped, so the value shown always belongs
 * to the values on screen.
 */
export function createServerValue(provider: DataProvider, bundle: MetaBundle) {
  const latest = new WeakMap<object, number>();
  let asked = 0;
  return async (entityName: string, operation: string, from: string[], deps: unknown[], field: ServerValueTarget) => {
    const entity = bundle.entities.get(entityName);
    const ticket = ++asked;
    latest.set(field, ticket);
    if (!entity || !provider.call || deps.some(isBlank)) {
      field.value = undefined;
      return;
    }
    field.loading = true;
    const body = Object.fromEntries(from.map((name, i) => [name, deps[i]]));
    const answer = await provider.call({ entity, operation, body }).catch(() => undefined);
    if (latest.get(field) !== ticket) return;
    field.loading = false;
    field.value = answer?.code === 0 ? (answer.data as { value?: unknown } | null)?.value : undefined;
  };
}

/** The reaction that keeps a `serverValue` field up to date, for its formily schema. */
export function serverValueReaction(entityName: string | undefined, field: FieldDef): ISchema['x-reactions'] {
  const spec = field.serverValue;
  if (!spec || !entityName) return undefined;
  const args = [JSON.stringify(entityName), JSON.stringify(spec.operation), JSON.stringify(spec.from)].join(', ');
  return { dependencies: spec.from, fulfill: { run: `$serverValue(${args}, $deps, $self)` } };
}
