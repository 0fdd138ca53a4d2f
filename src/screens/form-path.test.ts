import { describe, expect, it } from 'vitest';
import type { EntityFile } from '../meta/model';
import { newPath, prefillOf } from './form-path';

const text = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });
const refundApplication = {
  name: 'refundApplication',
  menu: { url: '/finance/refundManage/apply', parent: 'refundManagement', sort: 10 },
  fields: {
    memberId: { type: 'reference', title: text('会员'), ref: { entity: 'member' } },
    amount: { type: 'money', title: text('金额') },
    reason: { type: 'text', title: text('原因') },
    status: { type: 'dict', title: text('状态'), dict: 'refundStatus', readOnly: true },
    auditor: { type: 'integer', title: text('审核人') },
  },
  form: { page: true, groups: [{ title: text('申请'), fields: ['memberId', 'amount', 'reason', 'status'] }] },
} as unknown as EntityFile;

describe('a page form opened from a related list', () => {
  it('carries the related row in the create address', () => {
    expect(newPath(refundApplication)).toBe('/finance/refundManage/apply/new');
    expect(newPath(refundApplication, { memberId: 42 })).toBe('/finance/refundManage/apply/new?memberId=42');
  });

  it('starts with the form fields the address names, numbers as numbers, nothing else', () => {
    const search = new URLSearchParams('memberId=42&reason=%E9%80%80%E6%AC%BE&status=Refunded&auditor=7&admin=1');
    expect(prefillOf(refundApplication, search)).toEqual({ memberId: 42, reason: '退款' });
  });

  it('keeps a value that is not a number as the text it is, for the form to refuse', () => {
    expect(prefillOf(refundApplication, new URLSearchParams('memberId=abc&amount='))).toEqual({
      memberId: 'abc',
      amount: '',
    });
  });
});
