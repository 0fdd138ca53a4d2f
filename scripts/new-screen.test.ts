import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { readSchemaSources } from './lib/load-schema-files';
import { formatProblem, lintSources } from './lib/lint-sources';
import { scaffoldEntity } from './lib/scaffold-entity';

const project = process.cwd();
const tsx = join(project, 'node_modules', '.bin', 'tsx');
const copy = mkdtempSync(join(tmpdir(), 'new-screen-'));
cpSync(join(project, 'schemas'), join(copy, 'schemas'), { recursive: true });
cpSync(join(project, '.prettierrc.json'), join(copy, '.prettierrc.json'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const newScreen = (...args: string[]) => {
  try {
    execFileSync(tsx, [join(project, 'scripts', 'new-screen.ts'), ...args], { cwd: copy, stdio: 'pipe' });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    return { code: failed.status, stderr: failed.stderr.toString() };
  }
};

describe('new:screen', () => {
  it('scaffolds an entity file that passes the linter and the formatter', async () => {
    const created = newScreen(
      'charge-card',
      '--service',
      'member',
      '--parent',
      'memberManagement',
      '--title-zh',
      '充电卡',
      '--title-en',
      'Cards',
    );
    expect(created).toEqual({ code: 0, stderr: '' });
    const path = join(copy, 'schemas', 'entities', 'charge-card.json');
    const entity = JSON.parse(readFileSync(path, 'utf8'));
    expect(entity).toMatchObject({
      name: 'chargeCard',
      service: 'member',
      pageId: 'chargeCardManage',
      title: { 'zh-CN': '充电卡', 'en-US': 'Cards' },
      menu: { parent: 'memberManagement', url: '/member/memberManage/chargeCard' },
    });
    expect(lintSources(readSchemaSources(copy)).map(formatProblem)).toEqual([]);
    const options = { ...(await resolveConfig(path)), filepath: path };
    expect(await check(readFileSync(path, 'utf8'), options)).toBe(true);
  });

  it('scaffolds a tree screen with --tree: parent field, tree table and move, passing the linter', () => {
    const args = [
      '--service',
      'config',
      '--parent',
      'stationManagement',
      '--title-zh',
      '设备分类',
      '--title-en',
      'Kinds',
    ];
    expect(newScreen('device-kind', ...args, '--tree')).toEqual({ code: 0, stderr: '' });
    const entity = JSON.parse(readFileSync(join(copy, 'schemas', 'entities', 'device-kind.json'), 'utf8'));
    expect(entity.tree).toEqual({ parentField: 'parentId' });
    expect(entity.fields.parentId.ref).toEqual({ entity: 'deviceKind', labelField: 'name' });
    expect(entity.list.rowActions).toContain('move');
    expect(lintSources(readSchemaSources(copy)).map(formatProblem)).toEqual([]);
  });

  it('scaffolds a read-only log: page, get and export only, and passes the linter', () => {
    const created = newScreen(
      'meter-reading-log',
      '--service',
      'config',
      '--parent',
      'pileManagement',
      '--title-zh',
      '电表读数记录',
      '--title-en',
      'Meter readings',
      '--read-only',
    );
    expect(created).toEqual({ code: 0, stderr: '' });
    const entity = JSON.parse(readFileSync(join(copy, 'schemas', 'entities', 'meter-reading-log.json'), 'utf8'));
    expect(entity).toMatchObject({
      operations: ['page', 'get', 'export'],
      list: { toolbar: ['export'], rowActions: ['get'], bulkActions: [] },
    });
    expect(lintSources(readSchemaSources(copy)).map(formatProblem)).toEqual([]);
  });

  it('scaffolds a two-level approval with --approval: two stamped approvals by different users, a reasoned rejection', () => {
    const created = newScreen(
      'discount-application',
      '--service',
      'bill',
      '--parent',
      'refundManagement',
      '--title-zh',
      '优惠申请',
      '--title-en',
      'Discount applications',
      '--approval',
    );
    expect(created).toEqual({ code: 0, stderr: '' });
    const entity = JSON.parse(readFileSync(join(copy, 'schemas', 'entities', 'discount-application.json'), 'utf8'));
    expect(entity.statusField).toBe('approvalStatus');
    const actions = Object.fromEntries(entity.statusActions.map((a: { name: string }) => [a.name, a]));
    expect(actions.firstApprove).toMatchObject({ from: ['AwaitingApproval'], to: 'AwaitingReApproval' });
    expect(actions.secondApprove).toMatchObject({
      from: ['AwaitingReApproval'],
      to: 'Approved',
      guards: [{ notSameUserAs: 'firstAuditor' }],
    });
    expect(actions.reject.form.fields.rejectReason.rules).toBe('required');
    expect(entity.approval).toMatchObject({ steps: ['firstApprove', 'secondApprove'], appliedBy: 'applicant' });
    expect(entity.editableIn).toEqual(['AwaitingApproval']);
    expect(lintSources(readSchemaSources(copy)).map(formatProblem)).toEqual([]);
  });

  it('writes nothing when the new screen would clash with an existing one', () => {
    // The cockpit catalog already has a screen at /cockpit/overview.
    const clash = newScreen(
      'overview',
      '--service',
      'statistics',
      '--parent',
      'cockpit',
      '--title-zh',
      '总览',
      '--title-en',
      'Overview',
    );
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain('duplicate route "/cockpit/overview"');
    expect(existsSync(join(copy, 'schemas', 'entities', 'overview.json'))).toBe(false);
    expect(lintSources(readSchemaSources(copy))).toEqual([]);
  });

  it('refuses an unknown service or a parent that is not a catalog', () => {
    expect(
      newScreen('x', '--service', 'billing', '--parent', 'memberManagement', '--title-zh', '甲', '--title-en', 'X')
        .stderr,
    ).toContain('unknown service "billing"');
    expect(() =>
      scaffoldEntity(
        { name: 'x', service: 'member', parent: 'home', titleZh: '甲', titleEn: 'X' },
        [{ id: 'home', type: 'MENU', title: { 'zh-CN': '首页', 'en-US': 'Home' }, url: '/home', sort: 0 }],
        [],
      ),
    ).toThrow('"home" is not a menu CATALOG id');
  });
});
