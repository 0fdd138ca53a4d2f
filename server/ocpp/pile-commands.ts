import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Dictionary commandStatus. */
export const COMMAND_STATUS = {
  pending: 1,
  sent: 2,
  accepted: 3,
  rejected: 4,
  timedOut: 5,
  offline: 6,
  /** Taken back before it went out (its upgrade was cancelled). */
  withdrawn: 7,
} as const;

/** Dictionary pileControlCommand, with the OCPP 1.6 message each one is. */
export const PILE_COMMANDS = {
  disableCharging: { code: 0, action: 'ChangeAvailability' },
  enableCharging: { code: 1, action: 'ChangeAvailability' },
  reset: { code: 2, action: 'Reset' },
  unlock: { code: 3, action: 'UnlockConnector' },
  remoteStop: { code: 4, action: 'RemoteStopTransaction' },
  updateFirmware: { code: 5, action: 'UpdateFirmware' },
  issueBillingTemplate: { code: 6, action: 'DataTransfer' },
  /** A new authorization key for a connected pile (pile-key-changes.ts). */
  changeAuthorizationKey: { code: 7, action: 'ChangeConfiguration' },
} as const;
export type PileCommandName = keyof typeof PILE_COMMANDS;

export interface CommandRequest {
  sellerId: number;
  pileId: number;
  stationId: number | null;
  /** The gun the command is about; none for a command to the whole pile. */
  gun?: { id: number; index: number };
  command: PileCommandName;
  operatorId: number | null;
  /** The charging session a remote stop ends (the bill's transaction id). */
  transactionId?: number;
  /** The payload of a command its caller builds (a firmware update, a billing template). */
  params?: Record<string, unknown>;
}

/** The OCPP payload of a command: connectors are numbered from 1, guns from 0. */
function paramsOf(request: CommandRequest): Record<string, unknown> {
  const connectorId = request.gun ? request.gun.index + 1 : 0;
  switch (request.command) {
    case 'disableCharging':
      return { connectorId, type: 'Inoperative' };
    case 'enableCharging':
      return { connectorId, type: 'Operative' };
    case 'reset':
      return { type: 'Soft' };
    case 'unlock':
      return { connectorId };
    case 'remoteStop':
      return { transactionId: request.transactionId };
    case 'updateFirmware':
    case 'issueBillingTemplate':
    case 'changeAuthorizationKey':
      return request.params ?? {};
  }
}

const newCommandNo = () => `C${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Records a command as pending in the caller's transaction, so that it exists (and is audited)
 * exactly when the action that asked for it commits. Delivery follows the commit, by whichever
 * instance holds the pile's connection (command-delivery.ts).
 */
export async function queueCommand(tx: Queryable, request: CommandRequest): Promise<number> {
  const { code, action } = PILE_COMMANDS[request.command];
  const { rows } = await tx.query<{ id: number }>(
    `insert into "pile_command" ("seller_id", "command_no", "station_id", "pile_id", "gun_id", "command",
        "ocpp_action", "params", "status", "attempts", "operator_id")
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10) returning "id"`,
    [
      request.sellerId,
      newCommandNo(),
      request.stationId,
      request.pileId,
      request.gun?.id ?? null,
      code,
      action,
      JSON.stringify(paramsOf(request)),
      COMMAND_STATUS.pending,
      request.operatorId,
    ],
  );
  return Number(rows[0].id);
}
