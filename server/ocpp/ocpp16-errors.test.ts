import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, listenForPiles } from '../test-support/test-app';
import { OCPP16_ERROR_CODES } from './ocpp16-errors';
import { openRawPile, type RawPile } from './raw-pile';

/**
 * OCPP-J 1.6 section 4.2.3: a CALLERROR names one of ten codes, spelt as 1.6 spells them
 * (FormationViolation, OccurenceConstraintViolation). A charger built to 1.6 knows no other; an
 * OCPP 2.0.1 code (RpcFrameworkError, FormatViolation, MessageTypeNotSupported,
 * OccurrenceConstraintViolation) leaves it guessing. Sent over a raw WebSocket, since an OCPP
 * library would refuse to send most of these frames.
 */
let t: TestApp;
let url: string;
let pile: RawPile;

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForPiles(t);
  const { rows } = await t.db.query<{ code: string }>(
    `select p.code from pile p join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = 1 order by p.id desc limit 1`,
  );
  pile = await openRawPile(url, rows[0].code);
});
afterAll(async () => {
  pile?.close();
  await t.close();
});

/** The code of the CALLERROR that answers a frame, checked to be one 1.6 knows. */
async function errorCodeFor(frame: unknown): Promise<unknown> {
  pile.send(frame);
  const answer = await pile.next();
  expect(answer[0]).toBe(4);
  expect(OCPP16_ERROR_CODES.has(String(answer[2]))).toBe(true);
  return answer[2];
}

describe('OCPP-J 1.6 error codes', () => {
  it('answers an action OCPP 1.6 does not have with NotImplemented', async () => {
    expect(await pile.call('unknown-1', 'NoSuchAction', {})).toEqual([
      4,
      'unknown-1',
      'NotImplemented',
      expect.any(String),
      expect.anything(),
    ]);
    // A 2.0.1 action is no 1.6 one either.
    expect((await pile.call('unknown-2', 'TransactionEvent', {}))[2]).toBe('NotImplemented');
  });

  it('answers a frame that is no OCPP message, or whose message id is no string, with FormationViolation', async () => {
    expect(await errorCodeFor([2, 123, 'Heartbeat', {}])).toBe('FormationViolation');
    expect(await errorCodeFor('this is no JSON')).toBe('FormationViolation');
    expect(await errorCodeFor({ messageType: 2 })).toBe('FormationViolation');
    expect(await errorCodeFor(['2', 'id-1', 'Heartbeat', {}])).toBe('FormationViolation');
    expect(await errorCodeFor([2, 'id-2', 42, {}])).toBe('FormationViolation');
    // An unknown message type (OCPP 2.0.1 would say MessageTypeNotSupported).
    expect(await errorCodeFor([5, 'id-3', 'Heartbeat', {}])).toBe('FormationViolation');
  });

  it('names the constraint a payload breaks in 1.6 terms', async () => {
    const status = { connectorId: 1, errorCode: 'NoError', status: 'Available' };
    // A required field missing: an occurrence constraint, spelt as OCPP-J 1.6 spells it.
    const { errorCode: _omitted, ...withoutErrorCode } = status;
    expect(await errorCodeFor([2, 'p-1', 'StatusNotification', withoutErrorCode])).toBe('OccurenceConstraintViolation');
    expect(await errorCodeFor([2, 'p-2', 'StartTransaction', { connectorId: 1 }])).toBe('OccurenceConstraintViolation');
    // A value of the wrong JSON type.
    expect(await errorCodeFor([2, 'p-3', 'StatusNotification', { ...status, connectorId: 'one' }])).toBe(
      'TypeConstraintViolation',
    );
    // A field the message does not have, a value outside its enumeration or longer than its type allows.
    expect(await errorCodeFor([2, 'p-4', 'Heartbeat', { extra: 1 }])).toBe('PropertyConstraintViolation');
    expect(await errorCodeFor([2, 'p-5', 'StatusNotification', { ...status, status: 'Dancing' }])).toBe(
      'PropertyConstraintViolation',
    );
    expect(await errorCodeFor([2, 'p-6', 'Authorize', { idTag: 'X'.repeat(21) }])).toBe('PropertyConstraintViolation');
  });

  it('keeps the connection through every refusal and answers the next call', async () => {
    const answer = await pile.call('after-1', 'Heartbeat', {});
    expect(answer).toEqual([3, 'after-1', { currentTime: expect.any(String) }]);
  });
});
