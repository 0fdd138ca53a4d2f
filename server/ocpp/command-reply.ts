/**
 * What became of a command, as a value of dictionary commandReply: the status the pile answered
 * with, or what the central system saw when there was none. The log lists this by name; the
 * raw answer stays in the command's `response` for the detail.
 */
export const COMMAND_REPLY = {
  answered: 'Answered',
  callError: 'CallError',
  noConnection: 'NoConnection',
  disconnected: 'Disconnected',
  noAnswer: 'NoAnswer',
  withdrawn: 'Withdrawn',
  superseded: 'Superseded',
} as const;

/** The OCPP 1.6 .conf statuses the dictionary names; any other status is kept as "answered". */
const OCPP_STATUSES = new Set([
  'Accepted',
  'Rejected',
  'Scheduled',
  'Unlocked',
  'UnlockFailed',
  'NotSupported',
  'NotImplemented',
  'RebootRequired',
  'Faulted',
  'Occupied',
  'Unavailable',
  'Failed',
  'VersionMismatch',
  'Unknown',
  'UnknownMessageId',
  'UnknownVendorId',
]);

/** The reply of a pile's answer: its status, or "answered" for a .conf without one (UpdateFirmware, GetConfiguration). */
export function replyOfAnswer(answer: { status?: unknown } | undefined): string {
  const status = typeof answer?.status === 'string' ? answer.status : undefined;
  return status && OCPP_STATUSES.has(status) ? status : COMMAND_REPLY.answered;
}
