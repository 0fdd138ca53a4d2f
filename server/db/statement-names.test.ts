import { describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, statementName } from './statement-names';

describe('statementName', () => {
  it('names one text the same way every time, and different texts differently', () => {
    const page = 'select id from station where seller_id = $1 limit 10 offset 0';
    expect(statementName(page)).toBe(statementName(page));
    expect(statementName(page)).toMatch(/^s_[\w-]+$/);
    expect(statementName(`${page} `)).not.toBe(statementName(page));
  });

  it('stops naming new texts at the cap, and keeps the names it gave', () => {
    const first = statementName('select 1 where $1::int = 1');
    for (let i = 0; i < MAX_NAMED_STATEMENTS; i += 1) statementName(`select ${i} where $1::int = ${i}`);
    expect(statementName('select 2 where $1::int = 2 and true')).toBeUndefined();
    expect(statementName('select 1 where $1::int = 1')).toBe(first);
  });
});
