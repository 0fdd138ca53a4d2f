import { createHash } from 'node:crypto';

/**
 * Names for parameterised statements sent to a PostgreSQL server. An unnamed statement is
 * parsed and planned again on every execution; a named one is parsed once per connection and
 * its plan cached (PostgreSQL switches to a generic plan after five executions when that is no
 * costlier). Planning is about half of the server's work for a list page, so the hot queries
 * must be named.
 *
 * Every connection keeps what it prepared until it closes, so only the first MAX_NAMED
 * distinct texts get a name; rarer texts beyond that run unnamed. The product's statements are
 * generated from schemas with their values as parameters, so their texts are few.
 */
export const MAX_NAMED_STATEMENTS = 500;

const names = new Map<string, string>();

export function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `s_${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
  }
  return name;
}
