import type { EntityFile, FieldDef } from '../../src/meta/model/entity';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

// An approver is a user id, shown by his name (userRef).
const auditTrail = (zh: string, en: string, type: 'integer' | 'datetime'): FieldDef =>
  ({
    type,
    ...(type === 'integer' ? { userRef: true } : {}),
    title: text(zh, en),
    readOnly: true,
    views: ['detail', 'export'],
  }) as FieldDef;

/**
 * Makes a scaffolded entity a two-level approval (new:screen --approval): a status from the
 * approvalStatus dictionary, first and second approval stamping who and when, the second
 * refused to the first approver, and a rejection at either level that asks for a reason. Rows
 * are applied for with "add" and are edited only until the first approval (`approval`): a
 * rejected one is applied for anew.
 */
export function withApproval(entity: EntityFile): EntityFile {
  const statusField = 'approvalStatus';
  return {
    ...entity,
    statusField,
    fields: {
      ...entity.fields,
      [statusField]: {
        type: 'dict',
        title: text('审批状态', 'Approval status'),
        dict: 'approvalStatus',
        default: 'AwaitingApproval',
        readOnly: true,
        filter: 'exact',
      } as FieldDef,
      applicant: auditTrail('申请人', 'Applicant', 'integer'),
      firstAuditor: auditTrail('初审人', 'First approver', 'integer'),
      firstAuditedAt: auditTrail('初审时间', 'First approved at', 'datetime'),
      secondAuditor: auditTrail('复审人', 'Second approver', 'integer'),
      secondAuditedAt: auditTrail('复审时间', 'Second approved at', 'datetime'),
      rejectReason: {
        type: 'text',
        title: text('驳回原因', 'Reason for rejection'),
        maxLength: 200,
        readOnly: true,
        views: ['detail', 'export'],
      } as FieldDef,
    },
    list: {
      ...entity.list,
      columns: [...entity.list.columns, statusField],
      filters: [...(entity.list.filters ?? []), statusField],
      rowActions: ['get', 'firstApprove', 'secondApprove', 'reject'],
    },
    // The four-eyes rule (schemas README, `approval`): the applicant approves nothing, the two
    // levels take two users, and what was approved no longer changes. The approved fields start
    // as the row's name: list the fields that decide the money once the screen has them.
    editableIn: ['AwaitingApproval'],
    approval: {
      steps: ['firstApprove', 'secondApprove'],
      appliedBy: 'applicant',
      draftIn: ['AwaitingApproval'],
      moneyFields: [entity.labelField],
    },
    statusActions: [
      {
        name: 'firstApprove',
        title: text('初审通过', 'First approval'),
        action: 'firstApprove',
        confirm: text('确定初审通过吗？', 'Give this its first approval?'),
        from: ['AwaitingApproval'],
        to: 'AwaitingReApproval',
        stamp: { firstAuditor: '$user', firstAuditedAt: '$now' },
      },
      {
        name: 'secondApprove',
        title: text('复审通过', 'Second approval'),
        action: 'secondApprove',
        confirm: text('确定复审通过吗？', 'Give this its second approval?'),
        from: ['AwaitingReApproval'],
        to: 'Approved',
        stamp: { secondAuditor: '$user', secondAuditedAt: '$now' },
        guards: [
          {
            notSameUserAs: 'firstAuditor',
            message: text('“{0}”的复审须由初审人以外的用户完成', '"{0}" needs its second approval from another user'),
          },
        ],
      },
      {
        name: 'reject',
        title: text('驳回', 'Reject'),
        action: 'reject',
        from: ['AwaitingApproval', 'AwaitingReApproval'],
        to: 'Rejected',
        danger: true,
        form: {
          fields: {
            rejectReason: {
              type: 'text',
              title: text('驳回原因', 'Reason for rejection'),
              rules: 'required',
              maxLength: 200,
            },
          },
          write: ['rejectReason'],
        },
      },
    ],
    detail: {
      ...entity.detail,
      groups: [
        ...entity.detail.groups,
        {
          title: text('审批', 'Approval'),
          fields: [statusField, 'firstAuditor', 'firstAuditedAt', 'secondAuditor', 'secondAuditedAt', 'rejectReason'],
        },
      ],
    },
    export: {
      ...entity.export,
      fields: [...(entity.export?.fields ?? []), statusField, 'firstAuditedAt', 'secondAuditedAt', 'rejectReason'],
    },
  } as EntityFile;
}
