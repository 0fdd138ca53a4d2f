import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as inLanguage, LOCALES } from '../../src/meta/model';
import { tableName, columnName } from '../db/naming';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

/**
 * The fields operators found showing codes ("生产厂家 23", "EVCommunicationError",
 * `{"status":"Accepted"}`): each is a dictionary field, every value the demo stores is an item
 * of its dictionary, and that item has a name in both languages, so lists, details and exports
 * show the name.
 */
const NAMED_FIELDS: [entity: string, field: string][] = [
  ['pile', 'manufacturer'],
  ['pile', 'protocol'],
  ['pileType', 'manufacturer'],
  ['recharge', 'rechargeType'],
  ['member', 'source'],
  ['vehicleAuth', 'auditType'],
  ['publicTemplate', 'type'],
  ['fleetAllocation', 'assignMode'],
  ['alarmRecord', 'faultCode'],
  ['bill', 'stopReason'],
  ['pileCommand', 'reply'],
];

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t?.close());

describe('codes the demo stores are shown by name', () => {
  for (const [entityName, fieldName] of NAMED_FIELDS) {
    it(`${entityName}.${fieldName}`, async () => {
      const entity = t.bundle.entities.get(entityName)!;
      const field = entity.fields[fieldName];
      expect(field.type).toBe('dict');
      const dictionary = t.bundle.dictionaries.get(field.dict!)!;
      const { rows } = await t.db.query<{ value: string | number }>(
        `select distinct "${columnName(fieldName)}" as value from "${tableName(entity)}" where "${columnName(fieldName)}" is not null`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const { value } of rows) {
        const item = dictionary.items.find((candidate) => String(candidate.value) === String(value));
        expect(item, `${String(value)} is an item of ${dictionary.name}`).toBeDefined();
        for (const locale of LOCALES) {
          const label = inLanguage(item!.label, locale);
          // Not the dictionary's title with a number ("生产厂家 23"), nor, in Chinese, the code itself.
          expect(label).not.toMatch(new RegExp(`^${inLanguage(dictionary.title, locale)}\\s*\\d+$`));
          if (locale === 'zh-CN' || typeof item!.value === 'number') expect(label).not.toBe(String(value));
        }
      }
    });
  }

  it('alarm thresholds are named after what they watch, not numbered', async () => {
    const { rows } = await t.db.query<{ name: string }>(`select "name" from "auto_alarm_threshold"`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { name } of rows) expect(name).not.toMatch(/^(场站|桩型号)阈值 \d+$/);
  });
});
