/**
 * PostgreSQL type OIDs whose text form both drivers must turn into the same JS value, so that
 * PGlite and a PostgreSQL server answer identically: bigint ids and money in fen as numbers
 * (they stay far below 2^53), numeric as a number, and a calendar date as 'YYYY-MM-DD' (a JS
 * Date would shift it by the server's time zone).
 */
export const TYPE_OIDS = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

export const TYPE_PARSERS: Record<number, (text: string) => unknown> = {
  [TYPE_OIDS.INT8]: (text) => Number(text),
  [TYPE_OIDS.NUMERIC]: (text) => Number(text),
  [TYPE_OIDS.DATE]: (text) => text,
};
