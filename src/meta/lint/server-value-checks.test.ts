import { describe, expect, it } from 'vitest';
import { lintSchemaFiles } from './index';

type Json = Record<string, unknown>;
const text = (en: string) => ({ 'zh-CN': `中${en}`, 'en-US': en });

/** An application whose refundable amount the server works out, and a batch importing lines; both valid. */
function files() {
  const application: Json = {
    name: 'application',
    title: text('Application'),
    service: 'bill',
    resource: 'application',
    pageId: 'applicationManage',
    menu: { url: '/area/application', parent: 'area', sort: 1 },
    labelField: 'accountId',
    fields: {
      accountId: { type: 'integer', title: text('Account') },
      refundable: {
        type: 'money',
        title: text('Refundable'),
        readOnly: true,
        serverValue: { operation: 'refundable', from: ['accountId'] },
      },
      amount: { type: 'money', title: text('Amount') },
    },
    list: { columns: ['accountId'] },
    form: { page: true, fields: ['accountId', 'refundable', 'amount'] },
    detail: { groups: [{ title: text('Basics'), fields: ['accountId'] }] },
  };
  const batch: Json = {
    name: 'batch',
    title: text('Batch'),
    service: 'member',
    resource: 'batch',
    pageId: 'batchManage',
    menu: { url: '/area/batch', parent: 'area', sort: 2 },
    labelField: 'batchNo',
    fields: { batchNo: { type: 'string', title: text('Batch'), readOnly: true } },
    list: { columns: ['batchNo'], toolbar: ['import'] },
    form: { fields: ['batchNo'] },
    detail: { groups: [{ title: text('Basics'), fields: ['batchNo'] }] },
    import: { fields: ['accountNo', 'amount'], rowsOf: 'line' },
  };
  const line: Json = {
    name: 'line',
    title: text('Line'),
    service: 'member',
    resource: 'line',
    pageId: 'lineManage',
    menu: { url: '/area/line', parent: 'area', sort: 3, hidden: true },
    labelField: 'accountNo',
    fields: {
      batchId: { type: 'reference', title: text('Batch'), ref: { entity: 'batch', labelField: 'batchNo' } },
      accountNo: { type: 'string', title: text('Account') },
      amount: { type: 'money', title: text('Amount') },
      status: { type: 'integer', title: text('Status'), readOnly: true },
    },
    list: { columns: ['accountNo'] },
    form: { fields: ['accountNo', 'amount'] },
    detail: { groups: [{ title: text('Basics'), fields: ['accountNo'] }] },
  };
  return { application, batch, line };
}

type Files = ReturnType<typeof files>;
const fieldsOf = (entity: Json) => entity.fields as Record<string, Json>;

function lint(mutate: (f: Files) => void = () => {}) {
  const f = files();
  mutate(f);
  return lintSchemaFiles([
    {
      path: 'schemas/menu/area.json',
      content: { items: [{ id: 'area', type: 'CATALOG', title: text('Area'), url: '/area', sort: 1 }] },
    },
    { path: 'schemas/entities/application.json', content: f.application },
    { path: 'schemas/entities/batch.json', content: f.batch },
    { path: 'schemas/entities/line.json', content: f.line },
  ]).map((p) => `${p.file.split('/').at(-1)}#${p.pointer} ${p.message}`);
}

describe('server values and batch imports in the linter', () => {
  it('accepts a read-only server value in the form and a batch import of declared line fields', () => {
    expect(lint()).toEqual([]);
  });

  it.each<[string, (f: Files) => void, string]>([
    [
      'a server value the user could type',
      (f) => delete fieldsOf(f.application).refundable.readOnly,
      'application.json#/fields/refundable/serverValue "refundable" is worked out by the server and must be "readOnly"',
    ],
    [
      'a server value left out of the form',
      (f) => (f.application.form = { fields: ['accountId', 'amount'] }),
      'application.json#/fields/refundable/serverValue "refundable" is not in the form, where its value is shown',
    ],
    [
      'a server value depending on an undeclared field',
      (f) => (fieldsOf(f.application).refundable.serverValue = { operation: 'refundable', from: ['memberId'] }),
      'application.json#/fields/refundable/serverValue/from/0 "memberId" is not a declared field',
    ],
    [
      'a server value depending on itself',
      (f) => (fieldsOf(f.application).refundable.serverValue = { operation: 'refundable', from: ['refundable'] }),
      'application.json#/fields/refundable/serverValue/from/0 "refundable" cannot depend on itself',
    ],
    [
      'a batch import of a field the lines do not declare',
      (f) => ((f.batch.import as Json).fields = ['accountNo', 'price']),
      'batch.json#/import/fields/1 "price" is not a declared field',
    ],
    [
      'a batch import of a read-only line field',
      (f) => ((f.batch.import as Json).fields = ['accountNo', 'status']),
      'batch.json#/import/fields/1 "status" is read-only and cannot be imported',
    ],
    [
      'a batch import of lines of no entity',
      (f) => ((f.batch.import as Json).rowsOf = 'lines'),
      'batch.json#/import/rowsOf "lines" is not a declared entity',
    ],
  ])('reports %s', (_, mutate, expected) => {
    expect(lint(mutate)).toContain(expected);
  });
});
