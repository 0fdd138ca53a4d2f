import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Identifier, LocalizedText } from './common';

/** Values a status action may write into a field when it runs: the caller's user id, or the time. */
export const STAMP_VALUES = ['$user', '$now'] as const;
export type StampValue = (typeof STAMP_VALUES)[number];

export const ActionGuard = Type.Object(
  {
    notSameUserAs: Identifier(
      'A field holding a user id (stamped by an earlier action): the caller may not be that user, e.g. the second approver is not the first.',
    ),
    message: Type.Optional(LocalizedText),
  },
  { additionalProperties: false, description: 'A condition the caller and the row must meet for the action to run.' },
);
export type ActionGuard = Static<typeof ActionGuard>;

/**
 * The properties FLOW and ACTFORM add to a status action. Built from the entity's field
 * definition, so that the action form's fields are declared and checked like any other field.
 */
export const statusActionFlowProperties = <F extends TSchema>(fieldDef: F) => ({
  form: Type.Optional(
    Type.Object(
      {
        fields: Type.Record(Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }), fieldDef, {
          additionalProperties: false,
          minProperties: 1,
          description:
            'Fields the caller fills in before the action runs (reason, assignee, amount), validated with the same rules on the web and the server; the input is kept with the transition.',
        }),
        write: Type.Optional(
          Type.Array(Identifier('A form field that is also a declared entity field.'), {
            description: 'Form fields whose value is also written into the row field of the same name.',
          }),
        ),
      },
      { additionalProperties: false, description: 'A form shown before the action runs.' },
    ),
  ),
  stamp: Type.Optional(
    Type.Record(
      Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }),
      Type.Union(
        STAMP_VALUES.map((v) => Type.Literal(v)),
        { description: '"$user": the caller\'s user id; "$now": the time of the action.' },
      ),
      {
        additionalProperties: false,
        description: 'Row fields the action fills in, e.g. { "firstAuditor": "$user", "firstAuditedAt": "$now" }.',
      },
    ),
  ),
  guards: Type.Optional(
    Type.Array(ActionGuard, {
      description: 'Conditions checked on the server, for every row, before the action runs.',
    }),
  ),
});
