import { Type, type Static } from '@sinclair/typebox';
import { Identifier } from './common';

/**
 * An entity that shows a fixed subset of another entity's rows (abnormal bills, bad debts, the
 * bills still owed): its own menu entry, columns, permissions and status actions over the same
 * table, so that a row handled in one screen is the same row everywhere. Every generic route of
 * the view (list, detail, export, options, status actions) only reaches rows matching `where`;
 * another row answers "not found", whatever id is sent.
 */
export const TableViewDef = Type.Object(
  {
    of: Identifier('The entity whose table and rows this screen shows; its fields are declared there.'),
    where: Type.Record(
      Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }),
      Type.Array(Type.Union([Type.String(), Type.Integer()]), { minItems: 1, uniqueItems: true }),
      {
        additionalProperties: false,
        minProperties: 1,
        description:
          'Fixed filters: a row belongs to the view when each named field holds one of the listed values, e.g. { "chargeStatus": [1, 2] }; "$user" on a "userRef" field is the caller\'s own id ({ "assigneeId": ["$user"] }: his own orders). Users cannot remove them.',
      },
    ),
  },
  { additionalProperties: false, description: "This screen is a filtered view of another entity's rows." },
);
export type TableViewDef = Static<typeof TableViewDef>;
