/**
 * PostgreSQL type OIDs whose text form both drivers must turn into the same JS value, so that
 * PGlite and a PostgreSQL server answer identically: bigint ids and money in fen as numbers
 * (they stay far below 2^53), numeric as a number, and a calendar date as 'YYYY-MM-DD' (a JS
 * Date would shift it by the server's time zone).
 */
export const TYPE_OIDS = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

/** The same as data, for the database thread, which cannot be handed functions. */
export const TYPE_PARSE_RULES: Record<number, 'number' | 'text'> = {
  [TYPE_OIDS.INT8]: 'number',
  [TYPE_OIDS.NUMERIC]: 'number',
  [TYPE_OIDS.DATE]: 'text',
};

const PARSE = { number: (text: string) => Number(text), text: (text: string) => text };

export const TYPE_PARSERS: Record<number, (text: string) => unknown> = Object.fromEntries(
  Object.entries(TYPE_PARSE_RULES).map(([oid, rule]) => [oid, PARSE[rule]]),
);
