import { Type, type Static } from '@sinclair/typebox';
import { Identifier } from './common';

/**
 * An approval flow's rule (entity `approval`): which status actions are its approval steps, who
 * applied, which fields decide the money, and which actions pay or post the approved row. The
 * generic routes enforce it for every entity that declares it (server/flow/approval-rule.ts):
 * four eyes, approved values kept with each step and checked again when paying.
 */
export const ApprovalDef = Type.Object(
  {
    steps: Type.Array(Identifier('A status action that approves (one level of the check).'), {
      minItems: 1,
      uniqueItems: true,
      description:
        'The status actions that approve, in level order (["firstApprove", "secondApprove"]). Each is given by a user other than the applicant and other than the users of the earlier levels, the administrator included; each records the approved values with its transition.',
    }),
    appliedBy: Type.Optional(
      Identifier(
        'A field holding the applicant\'s user id ("userRef": true). Filled with the caller on save unless a status action stamps it; the applicant may not approve.',
      ),
    ),
    draftIn: Type.Array(Type.Union([Type.String(), Type.Integer()]), {
      minItems: 1,
      uniqueItems: true,
      description:
        'Statuses before any approval (the application, or a rework). A row moved back into one by a status action starts its approvals afresh; editableIn may name only these.',
    }),
    moneyFields: Type.Array(Identifier('A field that decides the money: amount, account, member, bill, channel.'), {
      minItems: 1,
      uniqueItems: true,
      description:
        'Fields whose values the approvers approve. Once a level has approved, an edit that changes one is refused; each step records their values, and the settling actions check the row still carries them.',
    }),
    reopenOnEdit: Type.Optional(
      Type.Boolean({
        description:
          'An edit after an approval sends the row back to its first draft status and clears its approvals (a changed banner is reviewed again), instead of being refused; no editableIn needed.',
      }),
    ),
    settledBy: Type.Optional(
      Type.Array(Identifier('A status action that pays or posts the approved row.'), {
        uniqueItems: true,
        description:
          'Status actions that pay or post (["pay"]): refused unless every level approved and the row still carries exactly the values the last level approved.',
      }),
    ),
    secondLevelAbove: Type.Optional(
      Type.Object(
        {
          sum: Type.Array(Identifier('A money field of the row.'), {
            minItems: 1,
            uniqueItems: true,
            description: 'The money fields whose sum is compared with the limit (amount plus gift).',
          }),
          setting: Identifier(
            'A money field of the "approvalSetting" entity (a seller setting): the limit above which the single step needs a second user.',
          ),
        },
        {
          additionalProperties: false,
          description:
            "For a one-step flow: a row whose sum is above the seller's limit needs the step twice, by two different users. The first is recorded and leaves the status as it is; the second moves the row.",
        },
      ),
    ),
  },
  { additionalProperties: false, description: 'The rule of an approval flow, enforced by the generic routes.' },
);
export type ApprovalDef = Static<typeof ApprovalDef>;

/** The seller setting entity that holds approval limits (`secondLevelAbove.setting`). */
export const APPROVAL_SETTING_ENTITY = 'approvalSetting';
