import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends: wrong types, boundaries, huge and odd text,
 * control characters, prototype keys. A JSON body is built as text, so that keys such as
 * `__proto__` reach the server exactly as written.
 */

/** A JSON object whose keys are kept as written, `__proto__` included. */
export class RawObject {
  constructor(readonly entries: [string, unknown][]) {}
}

export function toJson(value: unknown): string {
  if (value instanceof RawObject) {
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  0.1 + 0.2,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const ODD_TEXT = [
  '',
  ' ',
  '\t\n\r',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2025-02-30',
  '2025-13-01 00:00:00',
  '0000-01-01 00:00:00',
  '9999-12-31 23:59:59',
  '2025-01-01T00:00:00.000+14:00',
  "'; drop table station; --",
  '%_\\',
  '<script>alert(1)</script>',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '🔌⚡️👩‍👩‍👧',
  '中文名称',
  'http://' + 'a'.repeat(10),
  ...PROTOTYPE_KEYS,
];

/** Long text, kept to a few sizes: building and sending it is the slow part of a case. */
const HUGE_TEXT = [
  'a'.repeat(51),
  'a'.repeat(256),
  '中'.repeat(5_000),
  `http://${'a'.repeat(200_000)} `,
  '1'.repeat(100_000),
  '\u0001'.repeat(1_000),
];

const controlText = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)) });

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false),
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...ODD_TEXT),
  fc.constantFrom(...HUGE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  controlText,
);

const hostileKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'id', 'sellerId', 'x'), fc.string({ maxLength: 8 }));

/** Scalars, and the same nested in arrays and objects (prototype keys among their keys). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.array(fc.tuple(hostileKey, hostileScalar), { maxLength: 3 }).map((entries) => new RawObject(entries)),
  },
);

/** Keys a payload adds beside the entity's fields: undeclared, server-set or prototype keys. */
export const extraKey = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS, 'sellerId', 'createdAt', 'updatedAt', '$labels', 'unknownField', 'locale'),
  fc.string({ maxLength: 12 }),
);
