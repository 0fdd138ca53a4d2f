/**
 * SQL building blocks for the generic routes. Identifiers come only from the schemas (and are
 * checked against a strict pattern all the same); every value travels as a bind parameter.
 */
const IDENT = /^[a-z_][a-z0-9_]*$/;

export function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`Refusing SQL identifier ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** Collects bind parameters and hands out their $n placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE wildcards so that a user's "%" or "_" matches itself. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
