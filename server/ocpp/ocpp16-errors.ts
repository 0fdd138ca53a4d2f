import { createRequire } from 'node:module';
import { createRPCError, createValidator, type RPCClient } from 'ocpp-rpc';

/**
 * OCPP-J 1.6 error codes (section 4.2.3) as the 1.6 specification spells them. The errata sheet
 * (section 5, "known issues that will not be fixed") keeps `FormationViolation` and
 * `OccurenceConstraintViolation`; `FormatViolation`, `OccurrenceConstraintViolation`,
 * `RpcFrameworkError` and `MessageTypeNotSupported` are OCPP 2.0.1 codes a 1.6 charger does not
 * know.
 */
export const OCPP16_ERROR_CODES = new Set([
  'NotImplemented',
  'NotSupported',
  'InternalError',
  'ProtocolError',
  'SecurityError',
  'FormationViolation',
  'PropertyConstraintViolation',
  'OccurenceConstraintViolation',
  'TypeConstraintViolation',
  'GenericError',
]);

/**
 * The 1.6 code for each code ocpp-rpc may send. ocpp-rpc names a frame that is no JSON array, a
 * message id that is no string or an unknown message type with 2.0.1 codes, and on `ocpp1.6`
 * renames OccurenceConstraintViolation to the 2.0.1 spelling (reading the errata the other way).
 */
const OCPP16_NAME_OF: Record<string, string> = {
  FormatViolation: 'FormationViolation',
  RpcFrameworkError: 'FormationViolation',
  MessageTypeNotSupported: 'FormationViolation',
  OccurrenceConstraintViolation: 'OccurenceConstraintViolation',
};

export function ocpp16ErrorCode(code: unknown): string {
  if (typeof code === 'string' && OCPP16_ERROR_CODES.has(code)) return code;
  return (typeof code === 'string' && OCPP16_NAME_OF[code]) || 'GenericError';
}

/** A CALLERROR frame as ocpp-rpc serializes it: `[4,"<id>","<code>",…]`. */
const CALLERROR_PREFIX = '[4,';

/**
 * Every CALLERROR this connection sends carries a 1.6 code: ocpp-rpc writes every frame through
 * sendRaw, so the wording is fixed at the last step, whichever of its paths built the error.
 * Only CALLERRORs are read again, which are rare; every other frame passes untouched.
 */
export function speakOcpp16Errors(client: RPCClient): void {
  if (client.protocol !== 'ocpp1.6') return;
  const send = client.sendRaw.bind(client);
  client.sendRaw = (message: string) => {
    if (typeof message !== 'string' || !message.startsWith(CALLERROR_PREFIX)) return send(message);
    const frame = JSON.parse(message) as unknown[];
    const code = ocpp16ErrorCode(frame[2]);
    if (code === frame[2]) return send(message);
    frame[2] = code;
    send(JSON.stringify(frame));
  };
}

/**
 * The 1.6 code for the JSON-schema keyword a payload failed first: a missing field (or a list
 * too long or short) breaks an occurrence constraint, a value of the wrong JSON type a type
 * constraint, a value out of its range, length, enumeration or format, or a field the message
 * does not have, a property constraint. Anything else means the payload is not the message's
 * structure at all.
 */
const OCPP16_CODE_OF_KEYWORD: Record<string, string> = {
  required: 'OccurenceConstraintViolation',
  minItems: 'OccurenceConstraintViolation',
  maxItems: 'OccurenceConstraintViolation',
  minProperties: 'OccurenceConstraintViolation',
  maxProperties: 'OccurenceConstraintViolation',
  additionalItems: 'OccurenceConstraintViolation',
  type: 'TypeConstraintViolation',
  maximum: 'PropertyConstraintViolation',
  minimum: 'PropertyConstraintViolation',
  exclusiveMaximum: 'PropertyConstraintViolation',
  exclusiveMinimum: 'PropertyConstraintViolation',
  multipleOf: 'PropertyConstraintViolation',
  maxLength: 'PropertyConstraintViolation',
  minLength: 'PropertyConstraintViolation',
  enum: 'PropertyConstraintViolation',
  const: 'PropertyConstraintViolation',
  format: 'PropertyConstraintViolation',
  pattern: 'PropertyConstraintViolation',
  additionalProperties: 'PropertyConstraintViolation',
  propertyNames: 'PropertyConstraintViolation',
};

type Ocpp16Validator = ReturnType<typeof createValidator>;

interface SchemaError extends Error {
  details?: { errors?: { keyword?: string; instancePath?: string; params?: unknown }[] };
}

/**
 * ocpp-rpc's strict-mode validator for `ocpp1.6`, on the same OCPP JSON schemas, answering in 1.6
 * terms: a call of an action the 1.6 schemas do not have is `NotImplemented` (ocpp-rpc checks the
 * payload before it looks for a handler, and says `ProtocolError`), and a payload that fails its
 * schema gets the code of the constraint it broke. The details name the failed constraint, not
 * the payload, so a refused frame is not echoed back.
 */
export function createOcpp16Validator(): Ocpp16Validator {
  const schemas = createRequire(import.meta.url)('ocpp-rpc/lib/schemas/ocpp1_6.json') as { $id: string }[];
  const known = new Set(schemas.map((schema) => schema.$id));
  const inner = createValidator('ocpp1.6', schemas);
  const validate = inner.validate.bind(inner);
  inner.validate = (schemaId: string, params: unknown) => {
    if (!known.has(schemaId)) {
      const action = schemaId.replace(/^urn:/, '').replace(/\.(req|conf)$/, '');
      throw createRPCError('NotImplemented', `${action} is not an OCPP 1.6 action`, {});
    }
    try {
      return validate(schemaId, params);
    } catch (error) {
      const first = (error as SchemaError).details?.errors?.[0];
      if (!first) throw error;
      throw createRPCError(
        OCPP16_CODE_OF_KEYWORD[first.keyword ?? ''] ?? 'FormationViolation',
        (error as Error).message,
        { keyword: first.keyword, instancePath: first.instancePath, params: first.params },
      );
    }
  };
  return inner;
}
