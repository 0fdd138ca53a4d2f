import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './ajv-keywords';
import { compileEntityValidator } from './index';
import { testEntity, title } from './test-entity';

describe('date and datetime values name a day that exists', () => {
  it('accepts real days, leap days included, in years 1 to 9999', () => {
    for (const text of ['2024-02-29', '2025-12-31 23:59:59', '0001-01-01', '9999-12-31T00:00:00Z']) {
      expect(isCalendarDate(text), text).toBe(true);
    }
  });

  it('refuses days the calendar lacks and year zero', () => {
    for (const text of ['2025-02-29', '2025-02-30', '2025-04-31', '0000-01-01', '2025-00-10']) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });

  it('is part of the server check, with the type message', () => {
    const entity = testEntity({
      day: { type: 'date', title: title('Day') },
      at: { type: 'datetime', title: title('At') },
    });
    const validate = compileEntityValidator(entity, { dictionaries: new Map(), mode: 'create' });
    expect(validate({ day: '2025-02-28', at: '2025-02-28 10:00:00' }, 'en-US')).toEqual([]);
    expect(validate({ day: '2025-02-30', at: '2025-02-30 10:00:00' }, 'en-US')).toEqual([
      { field: 'day', message: 'please enter a correct date (yyyy-MM-dd)' },
      { field: 'at', message: 'please enter a correct time (yyyy-MM-dd HH:mm:ss)' },
    ]);
  });
});
