import type { FastifyBaseLogger } from 'fastify';
import type { RPCClient } from 'ocpp-rpc';
import type { Database } from '../db/database';
import type { LiveBus } from '../live/live-bus';
import { COMMAND_REPLY, replyOfAnswer } from './command-reply';
import { COMMAND_STATUS } from './pile-commands';
import { AUTHORIZATION_KEY, keyChangePayload } from './pile-key-changes';

/** How long a pile has to answer a command. */
export const COMMAND_TIMEOUT_MS = 30_000;
/** A command nobody claimed within this long has no connected pile to go to. */
export const UNCLAIMED_AFTER_MS = 10_000;

/** The command log's list: it asks again when a command's status changes. */
const COMMAND_LOG = { entity: 'pileCommand', pageId: 'pileCommand' } as const;

/** Answers that mean the pile does (or will do) what it was asked. */
const ACCEPTED = new Set(['Accepted', 'Scheduled', 'Unlocked']);

/**
 * Whether a pile's answer accepts the command. UpdateFirmware.conf carries no status in OCPP
 * 1.6: any answer is the pile taking the job, and how it goes arrives in FirmwareStatusNotification.
 */
const accepts = (action: string, answer: { status?: string } | undefined) =>
  action === 'UpdateFirmware' || ACCEPTED.has(String(answer?.status));

/** A command whose outcome is known: what the records that sent it are told. */
export interface SettledCommand {
  id: number;
  sellerId: number;
  pileId: number;
  action: string;
  status: number;
  response: string;
}

interface CommandRow {
  id: number;
  seller_id: number;
  station_id: number | null;
  pile_id: number;
  ocpp_action: string;
  params: Record<string, unknown>;
}

export interface CommandDelivery {
  /** Sends the pending commands of these piles that are connected to this instance. */
  deliver(pileIds: readonly number[]): Promise<void>;
  /** Closes commands nobody can deliver any more: unclaimed ones (pile offline), unanswered ones. */
  sweep(now?: number): Promise<void>;
}

/**
 * Delivery of queued commands by the instance that holds each pile's connection. A command is
 * claimed by one conditional update (pending → sent), so two instances, or two deliveries on one,
 * never send it twice; its answer, refusal or silence is written back and published.
 */
export function createCommandDelivery(options: {
  db: Database;
  bus: LiveBus;
  log: FastifyBaseLogger;
  clientOf: (pileId: number) => RPCClient | undefined;
  /** The payload as sent to this pile (a firmware location made absolute for its connection). */
  paramsFor?: (command: { ocpp_action: string; params: Record<string, unknown> }, client: RPCClient) => unknown;
  /** Told of every command that got its outcome, after it is written. */
  settled?: (commands: SettledCommand[]) => Promise<void>;
}): CommandDelivery {
  const { db, bus, log, clientOf, paramsFor = (command) => command.params, settled } = options;
  /**
   * Each command's new status to the screens following its pile, and once per seller to the
   * command log, whose list asks again: pending, sent, accepted, rejected or timed out, live.
   */
  const announce = (
    commands: (Pick<CommandRow, 'id' | 'seller_id' | 'station_id' | 'pile_id'> & { status: number })[],
  ) => {
    const at = Date.now();
    for (const command of commands)
      bus.publish({
        kind: 'command',
        sellerId: Number(command.seller_id),
        stationId: command.station_id === null ? null : Number(command.station_id),
        commandId: Number(command.id),
        pileId: Number(command.pile_id),
        status: command.status,
        at,
      });
    for (const sellerId of new Set(commands.map((command) => Number(command.seller_id))))
      bus.publish({ kind: 'rows', sellerId, ...COMMAND_LOG, at });
  };
  const tell = async (commands: SettledCommand[]) => {
    // The command's own outcome is written already; a record that fails to follow it is logged.
    if (settled && commands.length)
      await settled(commands).catch((error) => log.error({ err: error }, 'command outcome not recorded'));
  };

  const finish = async (command: CommandRow, status: number, response: string, reply: string) => {
    const written = await db.query(
      `update "pile_command" set "status" = $2, "response" = $3, "reply" = $5, "answered_at" = now(), "updated_at" = now()
        where "id" = $1 and "status" = $4`,
      [command.id, status, response.slice(0, 500), COMMAND_STATUS.sent, reply],
    );
    // A command the sweep closed first keeps the sweep's outcome.
    if (written.affectedRows === 0) return;
    announce([{ ...command, status }]);
    await tell([
      {
        id: Number(command.id),
        sellerId: Number(command.seller_id),
        pileId: Number(command.pile_id),
        action: command.ocpp_action,
        status,
        response,
      },
    ]);
  };

  const send = async (command: CommandRow, client: RPCClient) => {
    try {
      // A new authorization key is never in the command row: it is fetched as it goes out.
      const isKeyChange = command.ocpp_action === 'ChangeConfiguration' && command.params.key === AUTHORIZATION_KEY;
      const params = isKeyChange ? await keyChangePayload(db, Number(command.id)) : paramsFor(command, client);
      if (params === undefined) {
        await finish(
          command,
          COMMAND_STATUS.rejected,
          'no new key waits for this command (replaced by a newer one, or settled)',
          COMMAND_REPLY.superseded,
        );
        return;
      }
      const answer = (await client.call(command.ocpp_action, params, {
        callTimeout: COMMAND_TIMEOUT_MS,
      })) as { status?: string } | undefined;
      const accepted = accepts(command.ocpp_action, answer);
      await finish(
        command,
        accepted ? COMMAND_STATUS.accepted : COMMAND_STATUS.rejected,
        JSON.stringify(answer),
        replyOfAnswer(answer),
      );
    } catch (error) {
      const timedOut = error instanceof Error && /timeout|timed out/i.test(error.message);
      await finish(
        command,
        timedOut ? COMMAND_STATUS.timedOut : COMMAND_STATUS.rejected,
        error instanceof Error ? error.message : String(error),
        timedOut ? COMMAND_REPLY.noAnswer : COMMAND_REPLY.callError,
      );
    }
  };

  return {
    async deliver(pileIds) {
      const here = pileIds.filter((id) => clientOf(id));
      if (!here.length) return;
      const { rows } = await db.query<CommandRow>(
        `update "pile_command" set "status" = $2, "sent_at" = now(), "attempts" = "attempts" + 1, "updated_at" = now()
          where "status" = $1 and "pile_id" = any($3::bigint[])
          returning "id", "seller_id", "station_id", "pile_id", "ocpp_action", "params"`,
        [COMMAND_STATUS.pending, COMMAND_STATUS.sent, here],
      );
      announce(rows.map((command) => ({ ...command, status: COMMAND_STATUS.sent })));
      for (const command of rows) {
        const client = clientOf(Number(command.pile_id));
        if (client) void send(command, client).catch((error) => log.error({ err: error }, 'command delivery failed'));
        else
          await finish(
            command,
            COMMAND_STATUS.offline,
            'the pile disconnected before the command was sent',
            COMMAND_REPLY.disconnected,
          );
      }
    },
    async sweep(now = Date.now()) {
      const closed = await db.query<{
        id: number;
        seller_id: number;
        station_id: number | null;
        pile_id: number;
        status: number;
        ocpp_action: string;
        response: string;
      }>(
        `update "pile_command" set "status" = case when "status" = $1 then $3::int else $4::int end,
            "answered_at" = now(), "updated_at" = now(),
            "response" = case when "status" = $1::int then 'no connection to the pile' else 'no answer from the pile' end,
            "reply" = case when "status" = $1::int then $7::text else $8::text end
          where ("status" = $1 and "updated_at" < $5::timestamptz) or ("status" = $2 and "sent_at" < $6::timestamptz)
          returning "id", "seller_id", "station_id", "pile_id", "status", "ocpp_action", "response"`,
        [
          COMMAND_STATUS.pending,
          COMMAND_STATUS.sent,
          COMMAND_STATUS.offline,
          COMMAND_STATUS.timedOut,
          new Date(now - UNCLAIMED_AFTER_MS).toISOString(),
          new Date(now - COMMAND_TIMEOUT_MS - 5_000).toISOString(),
          COMMAND_REPLY.noConnection,
          COMMAND_REPLY.noAnswer,
        ],
      );
      announce(closed.rows.map((row) => ({ ...row, status: Number(row.status) })));
      await tell(
        closed.rows.map((row) => ({
          id: Number(row.id),
          sellerId: Number(row.seller_id),
          pileId: Number(row.pile_id),
          action: row.ocpp_action,
          status: Number(row.status),
          response: row.response,
        })),
      );
    },
  };
}
