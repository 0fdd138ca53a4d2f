import { describe, expect, it } from 'vitest';
import { formatProblem, lintSources } from '../../../scripts/lib/lint-sources';
import { readSchemaSources } from '../../../scripts/lib/load-schema-files';

type Json = Record<string, unknown>;

/** The real schema files with the coupon report of report.json changed, linted and printed. */
function lintReport(change: (report: Json, item: Json) => void): string[] {
  const sources = readSchemaSources(process.cwd(), 'schemas').map((source) => {
    if (!source.path.endsWith('/menu/report.json')) return source;
    const content = JSON.parse(source.text) as { items: Json[] };
    const item = content.items.find((entry) => entry.id === 'memberCouponReport')!;
    change(item.report as Json, item);
    return { ...source, text: JSON.stringify(content, null, 2) };
  });
  return lintSources(sources).map(formatProblem);
}

const measures = (report: Json) => report.measures as Json[];

describe('report declarations', () => {
  it('accepts the reports as they are', () => {
    expect(lintReport(() => {})).toEqual([]);
  });

  it.each<[string, (report: Json, item: Json) => void, string]>([
    ['an unknown entity', (r) => (r.entity = 'nope'), 'unknown entity "nope"'],
    ['a sum of text', (r) => (measures(r)[0].key = 'sum:code'), 'sum needs a numeric field, "code" is string'],
    ['an unknown dimension', (r) => ((r.dimensions as Json[])[0].key = 'nope'), 'unknown field "nope"'],
    [
      'a datetime without bucket',
      (r) => ((r.dimensions as Json[])[0].key = 'receivedAt'),
      'a datetime groups by a bucket ("receivedAt:day")',
    ],
    [
      'a bucket on text',
      (r) => ((r.dimensions as Json[])[0].key = 'code:month'),
      'a bucket needs a date or datetime field',
    ],
    ['a date field not filtered', (r) => (r.dateField = 'expireAt'), '"expireAt" is not a list filter of couponRecord'],
    ['a filter not offered', (r) => (r.filters = ['faceValue']), '"faceValue" is not a list filter of couponRecord'],
    ['a chart of no measure', (r) => ((r.chart as Json).measure = 'sum:x'), '"sum:x" is not a measure of this report'],
    [
      'a ratio of no measure',
      (r) => (measures(r)[5].ratioOf = ['count', 'x']),
      '"x" is not another measure of this report',
    ],
    [
      'items of a field that is no JSON list',
      (r) => (measures(r)[0].key = 'sum:code.faceValue'),
      '"code" is not a JSON list with declared item fields',
    ],
    [
      'an item condition on a row measure',
      (r) => (measures(r)[0].key = 'sum:faceValue|code.kind=1'),
      '"code.kind" selects items: measure "sum:<list>.<field>"',
    ],
    [
      'a condition on an unknown field of a reference',
      (r) => (r.where = ['couponId.nope=1']),
      'unknown field "nope" of "couponId"',
    ],
    [
      'a condition over a field that is no reference',
      (r) => (r.where = ['status.name=1']),
      '"status" is not a reference to a known entity',
    ],
    [
      'a difference of text',
      (r) => (measures(r)[0].key = 'sum:code-couponId'),
      '"code-couponId" needs two numeric fields or two datetimes',
    ],
    [
      'a distinct count of a difference',
      (r) => (measures(r)[0].key = 'countDistinct:faceValue-faceValue'),
      'countDistinct does not measure a difference',
    ],
    [
      'a chart of several measures, one unknown',
      (r) => (r.chart = { kind: 'stackedColumn', measure: ['count', 'sum:x'] }),
      '"sum:x" is not a measure of this report',
    ],
    [
      'a pie of several measures',
      (r) => (r.chart = { kind: 'pie', measure: ['count', 'redemption'] }),
      'a pie draws one measure',
    ],
    [
      'a report and a screen',
      (_, item) => (item.screen = 'home'),
      'a MENU with a report shows the report: drop `screen`',
    ],
  ])('%s', (_, change, expected) => {
    const problems = lintReport(change);
    expect(
      problems.some((problem) => problem.startsWith('schemas/menu/report.json:') && problem.endsWith(expected)),
      problems.join('\n'),
    ).toBe(true);
  });
});
