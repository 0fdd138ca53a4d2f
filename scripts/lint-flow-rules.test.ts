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

describe('the linter checks approval flows', () => {
  it('asks every approving status action to be a step of "approval"', () => {
    const problems = lintWith('refundRecord', (e) => {
      e.approval!.steps = ['firstApprove'];
    });
    expect(problems).toContain(
      '/statusActions/1/name "secondApprove" approves: list it in "approval.steps" so the four-eyes rule applies to it',
    );
    const none = lintWith('vehicleAuth', (e) => {
      delete e.approval;
    });
    expect(none).toContain(
      '/statusActions/0/name "approve" approves: list it in "approval.steps" so the four-eyes rule applies to it',
    );
  });

  it('names steps and payments that are no status actions, and an applicant field without user ids', () => {
    const problems = lintWith('refundRecord', (e) => {
      e.approval!.steps = ['firstApprove', 'secondApprove', 'thirdApprove'];
      e.approval!.settledBy = ['payout', 'firstApprove'];
      e.approval!.appliedBy = 'reason';
    });
    expect(problems).toContain('/approval/steps/2 "thirdApprove" is not a status action of this entity');
    expect(problems).toContain('/approval/settledBy/0 "payout" is not a status action of this entity');
    expect(problems).toContain('/approval/settledBy/1 "firstApprove" is an approval step, not a payment');
    expect(problems).toContain(
      '/approval/appliedBy "reason" must hold a user id: an integer field with "userRef": true',
    );
  });

  it('names money fields that do not exist and draft statuses outside the dictionary', () => {
    const problems = lintWith('refundRecord', (e) => {
      e.approval!.moneyFields = ['amount', 'amout'];
      e.approval!.draftIn = ['AwaitingApproval', 'Drafted'];
    });
    expect(problems).toContain('/approval/moneyFields/1 field "amout" is not declared');
    expect(problems).toContain('/approval/draftIn/1 "Drafted" is not a value of dictionary "refundStatus"');
  });

  it('keeps a row editable only before its approvals', () => {
    const missing = lintWith('refundRecord', (e) => {
      delete e.editableIn;
    });
    expect(missing).toContain(
      '/approval an approval flow needs "editableIn": the statuses in which a row may still be edited',
    );
    const late = lintWith('refundRecord', (e) => {
      e.editableIn = ['AwaitingApproval', 'AwaitingReApproval'];
    });
    expect(late).toContain(
      '/editableIn/1 "AwaitingReApproval" comes after an approval: a row is editable only in "approval.draftIn"',
    );
  });

  it('checks a limit: a one-step flow, money fields, a money setting of the approval settings', () => {
    const problems = lintWith('manualRecharge', (e) => {
      e.approval!.secondLevelAbove = { sum: ['amount', 'reason'], setting: 'refundAbove' };
    });
    expect(problems).toContain('/approval/secondLevelAbove/sum/1 "reason" is no money field');
    expect(problems).toContain(
      '/approval/secondLevelAbove/setting "refundAbove" is no money field of the "approvalSetting" settings',
    );
    const twoSteps = lintWith('refundRecord', (e) => {
      e.approval!.secondLevelAbove = { sum: ['amount'], setting: 'manualRechargeSecondAbove' };
    });
    expect(twoSteps).toContain(
      '/approval/secondLevelAbove a limit applies to a one-step flow: two steps already take two users',
    );
  });
});
