import { describe, expect, it } from 'vitest';
import { lintWithChange, type Json } from '../../../scripts/lib/lint-with-change';

type Action = { name: string; form: { fields: Record<string, { sub: Json }> } };

/** The real schema files with the inspection's "submit results" table starting otherwise, linted. */
const lintRowsFrom = (rowsFrom: Json) =>
  lintWithChange('inspection-task.json', (content) => {
    const complete = (content.statusActions as Action[]).find((action) => action.name === 'complete')!;
    complete.form.fields.results.sub.rowsFrom = rowsFrom;
  });

describe('a table starting with a row per item of the record (sub.rowsFrom)', () => {
  it('accepts one result row per checklist item', () => {
    expect(lintRowsFrom({ field: 'itemIds', key: 'itemId' })).toEqual([]);
  });

  it.each<[string, Json, RegExp]>([
    [
      'a field that is not a list of references',
      { field: 'patrolStationId', key: 'itemId' },
      /"patrolStationId" is not a references field/,
    ],
    ['a key that is not a row field', { field: 'itemIds', key: 'item' }, /"item" is not a field of the rows/],
    ['a key of another kind', { field: 'itemIds', key: 'note' }, /"note" must be a reference to "inspectionItem"/],
  ])('refuses %s', (_, rowsFrom, message) => {
    const problems = lintRowsFrom(rowsFrom);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  it("refuses it on the entity's own form, where nothing reads it", () => {
    const problems = lintWithChange('inspection-task.json', (content) => {
      const results = (content.fields as Record<string, { sub: Json }>).results;
      results.sub.rowsFrom = { field: 'itemIds', key: 'itemId' };
    });
    expect(problems.join('\n')).toMatch(
      /inspection-task\.json:\d+:\d+ "rowsFrom" is read only in a status action's form/,
    );
  });
});
