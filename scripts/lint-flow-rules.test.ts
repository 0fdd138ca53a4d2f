import { describe, expect, it } from 'vitest';
import { lintSchemaFiles } from '../src/meta/lint';
import type { EntityFile } from '../src/meta/model';
import { loadSchemaFiles } from './lib/load-schema-files';

// The real schema files, with one entity changed per case: each mistake is reported at its place.
const files = loadSchemaFiles(process.cwd());

function lintWith(name: string, change: (entity: EntityFile) => void) {
  const changed = files.map((file) => {
    const entity = file.content as EntityFile;
    if (!file.path.startsWith('schemas/entities/') || entity.name !== name) return file;
    const copy = structuredClone(entity);
    change(copy);
    return { ...file, content: copy };
  });
  return lintSchemaFiles(changed).map((p) => `${p.pointer} ${p.message}`);
}

const action = (entity: EntityFile, name: string) => entity.statusActions!.find((a) => a.name === name)!;

describe('the linter checks status action flows', () => {
  it('finds nothing in the real schemas', () => {
    expect(lintSchemaFiles(files)).toEqual([]);
  });

  it('names an undeclared or mistyped stamp field', () => {
    const problems = lintWith('refundRecord', (e) => {
      action(e, 'firstApprove').stamp = { firstAuditr: '$user', reason: '$now' };
    });
    expect(problems).toContain('/statusActions/0/stamp/firstAuditr stamped field "firstAuditr" is not declared');
    expect(problems).toContain('/statusActions/0/stamp/reason "$now" needs a datetime or date field, not text');
  });

  it('names a guard on a field that holds no user id', () => {
    const problems = lintWith('refundRecord', (e) => {
      action(e, 'secondApprove').guards = [{ notSameUserAs: 'reason' }];
    });
    expect(problems).toContain('/statusActions/1/guards/0/notSameUserAs "reason" must hold a user id (integer field)');
  });

  it('checks the action form: its rules, and the fields it writes', () => {
    const problems = lintWith('refundRecord', (e) => {
      const form = action(e, 'reject').form!;
      form.fields.rejectReason.rules = 'required|mobil';
      form.write = ['rejectReason', 'note'];
    });
    expect(problems).toContain('/statusActions/2/form/fields/rejectReason/rules unknown validation rule "mobil"');
    expect(problems).toContain('/statusActions/2/form/write/1 "note" is not a field of the action form');
  });

  it('refuses an action named like a route every entity has', () => {
    const problems = lintWith('refundRecord', (e) => {
      action(e, 'pay').name = 'transitions';
    });
    expect(problems.some((p) => p.startsWith('/statusActions/5/name') && p.includes('route of every entity'))).toBe(
      true,
    );
  });
});

describe('the linter checks rules across fields', () => {
  it('names a missing, self-referencing or incomparable other field', () => {
    const problems = lintWith('pileType', (e) => {
      e.fields.maxVoltage.rules = 'required|gte:minVoltag';
      e.fields.maxCurrent.rules = 'gte:maxCurrent';
      e.fields.minCurrent.rules = 'after:name';
    });
    expect(problems).toContain('/fields/maxVoltage/rules rule "gte": field "minVoltag" is not declared');
    expect(problems).toContain('/fields/maxCurrent/rules rule "gte" compares "maxCurrent" with itself');
    expect(problems).toContain('/fields/minCurrent/rules rule "after" does not apply to a number field');
  });

  it('names a comparison between a number and a date', () => {
    const problems = lintWith('refundRecord', (e) => {
      e.fields.amount.rules = 'gte:appliedAt';
    });
    expect(problems).toContain(
      '/fields/amount/rules rule "gte": a money field cannot be compared with "appliedAt" (datetime)',
    );
  });
});
