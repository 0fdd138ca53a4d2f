import { Type, type Static } from '@sinclair/typebox';
import { Identifier, LocalizedText } from './common';
import { CALLER } from './plain';

/**
 * Rows that some buttons never act on, such as the administrator role (never disabled nor
 * deleted) or one's own account (never deleted by oneself). The buttons are hidden on those rows
 * and the server refuses the actions there, whoever calls.
 */
export const LockedRows = Type.Object(
  {
    field: Identifier('The field that marks the rows: "id", or a declared field.'),
    equals: Type.Union([Type.String(), Type.Number(), Type.Boolean()], {
      description: `The value that locks a row; "${CALLER}" locks the caller's own row (a field holding a user id).`,
    }),
    actions: Type.Array(Identifier('"edit", "delete", a status action, or a row custom action.'), {
      minItems: 1,
      uniqueItems: true,
      description: 'The buttons hidden on such rows, and the actions the server refuses on them.',
    }),
    message: Type.Optional(LocalizedText),
  },
  { additionalProperties: false, description: 'Rows some actions never apply to.' },
);
export type LockedRows = Static<typeof LockedRows>;
