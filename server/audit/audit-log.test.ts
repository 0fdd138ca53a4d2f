import ExcelJS from 'exceljs';
import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin1: string;
let admin2: string;
beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  admin2 = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
});
afterAll(() => t.close());

describe('audit log', () => {
  it('shows a write with who made it and the row before and after, to its own seller only', async () => {
    const saved = await t.call('/api/system/organize/save', { token: admin1, body: { name: '审计测试组' } });
    const id = saved.body.data.id as number;
    await t.call('/api/system/organize/update', { token: admin1, body: { id, name: '审计测试二组' } });

    const page = await t.call('/api/system/auditLog/page', {
      token: admin1,
      body: { entity: 'organization', rowId: id, pageNo: 1, pageSize: 10 },
    });
    expect(page.body.code).toBe(0);
    const entries = page.body.data.data as { action: string; account: string; before: unknown; after: unknown }[];
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'save']);
    expect(entries[0]).toMatchObject({ account: 'admin', before: { name: '审计测试组' } });

    const other = await t.call('/api/system/auditLog/page', {
      token: admin2,
      body: { entity: 'organization', rowId: id, pageNo: 1, pageSize: 10 },
    });
    expect(other.body.data.totalCount).toBe(0);
  });

  it("has the seeded week of history, whose edits end in the rows' values as they are", async () => {
    const page = await t.call('/api/system/auditLog/page', {
      token: admin1,
      body: { entity: 'station', action: 'update', pageNo: 1, pageSize: 10 },
    });
    const edits = page.body.data.data as {
      rowId: number;
      userName: string;
      before: { address: unknown };
      after: { address: string };
    }[];
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) {
      const station = await t.call('/api/config/station/get', { token: admin1, body: { id: edit.rowId } });
      expect(edit.after.address).toBe(station.body.data.address);
      expect(edit.before.address).toBeNull();
      expect(edit.userName).toBeTruthy();
    }
  });

  it('filters by account and period, and exports what it shows as a workbook', async () => {
    const future = await t.call('/api/system/auditLog/page', {
      token: admin1,
      body: { from: '2999-01-01T00:00:00Z', pageNo: 1, pageSize: 10 },
    });
    expect(future.body.data.totalCount).toBe(0);
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/system/auditLog/export',
      headers: { authorization: admin1 },
      payload: { entity: 'organization' },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(4).value).toBe('对象');
    expect(sheet.rowCount).toBeGreaterThanOrEqual(3);
  });

  it('is read only by those holding its page, and changed by nobody', async () => {
    const role = await t.call('/api/system/role/save', { token: admin1, body: { name: 'orgReader' } });
    const granted = await t.call('/api/system/role/savePermissions', {
      token: admin1,
      body: { id: role.body.data.id, permissionIds: ['organizeManage:query'] },
    });
    expect(granted.body.code, granted.body.msg).toBe(0);
    await t.call('/api/system/user/save', {
      token: admin1,
      body: { account: 'orgreader', name: '组织查看', password: md5('Reader@123456'), roleIds: [role.body.data.id] },
    });
    const reader = await t.login('100001', 'orgreader', 'Reader@123456');
    expect((await t.call('/api/system/auditLog/page', { token: reader, body: {} })).status).toBe(403);
    for (const write of ['save', 'update', 'delete'])
      expect((await t.call(`/api/system/auditLog/${write}`, { token: admin1, body: { ids: [1] } })).status).toBe(404);
  });
});
