import { describe, expect, it } from 'vitest';
import { conditionProblem, differenceKind, measureProblem, parseCondition, parseMeasure } from './aggregate';

/** The aggregate grammar's differences of two fields and fixed conditions, as parsed and checked. */
const bill = {
  fields: {
    plateNo: { type: 'string' },
    kwh: { type: 'number' },
    startSoc: { type: 'number' },
    endSoc: { type: 'number' },
    startTime: { type: 'datetime' },
    endTime: { type: 'datetime' },
    vehicleId: { type: 'reference', ref: { entity: 'vehicle' } },
  },
};
const vehicle = {
  fields: { operationType: { type: 'dict' }, batteryKwh: { type: 'number' }, photo: { type: 'image' } },
};
const named = (name: string) => (name === 'vehicle' ? vehicle : undefined);

describe('differences of two fields', () => {
  it('parses "fn:field-other", with or without a row condition', () => {
    expect(parseMeasure('avg:endSoc-startSoc')).toEqual({ fn: 'avg', field: 'endSoc', minus: 'startSoc' });
    expect(parseMeasure('sum:endTime-startTime|plateNo=A1')).toEqual({
      fn: 'sum',
      field: 'endTime',
      minus: 'startTime',
      where: { field: 'plateNo', value: 'A1' },
    });
    expect(parseMeasure('sum:kwh')).toEqual({ fn: 'sum', field: 'kwh', where: undefined });
  });

  it('refuses more than two fields, item paths and empty sides', () => {
    for (const spec of ['sum:a-b-c', 'sum:periods.energyWh-kwh', 'sum:kwh-', 'sum:-kwh'])
      expect(parseMeasure(spec), spec).toBeUndefined();
  });

  it('measures numbers as their difference and datetimes as the hours between them', () => {
    expect(differenceKind(bill, 'endSoc', 'startSoc')).toBe('number');
    expect(differenceKind(bill, 'endTime', 'startTime')).toBe('hours');
    expect(differenceKind(bill, 'endTime', 'kwh')).toBeUndefined();
    expect(measureProblem(bill, 'avg:endSoc-startSoc')).toBeUndefined();
    expect(measureProblem(bill, 'sum:endTime-startTime')).toBeUndefined();
    expect(measureProblem(bill, 'sum:plateNo-kwh')).toBe('"plateNo-kwh" needs two numeric fields or two datetimes');
    expect(measureProblem(bill, 'sum:kwh-nope')).toBe('unknown field "nope"');
    expect(measureProblem(bill, 'countDistinct:endSoc-startSoc')).toBe('countDistinct does not measure a difference');
  });
});

describe('fixed conditions', () => {
  it('parses a field or one reference hop and a value', () => {
    expect(parseCondition('plateNo=A1')).toEqual({ path: ['plateNo'], value: 'A1' });
    expect(parseCondition('vehicleId.operationType=GongJiao')).toEqual({
      path: ['vehicleId', 'operationType'],
      value: 'GongJiao',
    });
    for (const spec of ['=x', 'a.b.c=1', 'plateNo=', "plateNo=a'b", 'plateNo'])
      expect(parseCondition(spec), spec).toBeUndefined();
  });

  it('checks the fields against the schema', () => {
    expect(conditionProblem(bill, 'vehicleId.operationType=GongJiao', named)).toBeUndefined();
    expect(conditionProblem(bill, 'vehicleId.nope=1', named)).toBe('unknown field "nope" of "vehicleId"');
    expect(conditionProblem(bill, 'plateNo.x=1', named)).toBe('"plateNo" is not a reference to a known entity');
    expect(conditionProblem(bill, 'startTime=1', named)).toBe('a datetime field cannot select rows');
    expect(conditionProblem(bill, 'vehicleId.photo=1', named)).toBe('a image field cannot select rows');
  });
});
