import { Type, type Static } from '@sinclair/typebox';
import { Identifier, LocalizedText } from './common';

/**
 * A toolbar button that runs one of the entity's hook actions (`actions` of
 * server/entities/<entity>.ts) over the whole list, such as reconciling every account with its
 * ledger. Listed by name in `list.toolbar`.
 */
export const CustomAction = Type.Object(
  {
    name: Identifier(
      'The hook action it runs: POST /api/<service>/<resource>/<name>. The server refuses to start when the hook file has no such action.',
    ),
    title: LocalizedText,
    action: Identifier(
      'The verb of the action key the button needs (pageId:<action>): the one the hook action declares, which the server checks.',
    ),
    row: Type.Optional(
      Type.Boolean({
        description:
          "A button on each row (listed in list.rowActions) instead of the toolbar: it runs for that row, sending { id }, and its action verb becomes one of the page's action keys. The web app shows it through a row part registered for the entity and action.",
      }),
    ),
    confirm: Type.Optional(LocalizedText),
    result: Type.Optional(
      Type.Object(
        {
          done: LocalizedText,
          attention: Type.Optional(LocalizedText),
          when: Type.Optional(
            Identifier(
              'A list in the answer: when it is not empty, "attention" is shown as a warning instead of "done".',
            ),
          ),
        },
        {
          additionalProperties: false,
          description:
            "What the operator is told: {name} placeholders take the answer's fields, a list standing for its length.",
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type CustomAction = Static<typeof CustomAction>;
