import { Type, type Static } from '@sinclair/typebox';
import { Identifier } from './common';

const StatusValue = (description: string) => Type.Union([Type.String(), Type.Integer()], { description });

/**
 * A status that follows the clock (entity `timedStatus`): the server's scheduler moves a row
 * from `waiting` to `running` on its start and from either to `ended` after its end, for every
 * entity that declares one, with no code of its own (server/schedule/timed-status.ts). A row in
 * any other status (taken down, invalidated, cancelled) is never touched.
 */
export const TimedStatusDef = Type.Object(
  {
    start: Type.Optional(
      Identifier(
        'The date or datetime field the period starts on; a date starts at midnight of the business day. Without it the row is running until its end.',
      ),
    ),
    end: Identifier(
      'The date or datetime field the period ends on; a date ends after the last second of its day (a coupon valid to 12-05 is valid all of that day).',
    ),
    waiting: Type.Optional(
      StatusValue(
        'The status before the start (未开始). A row set to `running` by a status action (publish) before its start is kept in this one until the start comes: what it shows is true at once.',
      ),
    ),
    running: StatusValue('The status between the start and the end (进行中).'),
    ended: StatusValue('The status after the end (已结束, 已过期, 超时).'),
  },
  {
    additionalProperties: false,
    description:
      'A status that follows the clock: the scheduler moves waiting → running on the start and waiting or running → ended after the end, at most a minute late,; a status action that sets the running status before the start (publish) leaves the row waiting.',
  },
);
export type TimedStatusDef = Static<typeof TimedStatusDef>;
