import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * Names a caller sends that are members of every JavaScript object (`constructor`, `toString`,
 * `hasOwnProperty`, ...) or JSON's `__proto__`: wherever a route looks a name up (aggregate
 * dimensions, measures and conditions, list filters and sorts, export columns, option offers,
 * save and update fields, query strings), it is an unknown name like any other. Never a server
 * error; where the name is the request's subject, a validation refusal (code 10) that names it.
 * A handful of entities of different kinds stand for the generated routes of all of them.
 */
const NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const DIMENSIONS = [...NAMES, 'hasOwnProperty:day', 'constructor:month', 'toString.name', 'stationId.constructor'];
const ENTITIES = [
  '/api/bill/bill',
  '/api/config/station',
  '/api/config/pile',
  '/api/member/card',
  '/api/config/alarmRecord',
];

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
}, 900_000);
afterAll(() => app?.close());

interface Answer {
  status: number;
  code?: number;
  msg?: unknown;
  errors?: { field: string }[];
  text: string;
}

async function send(method: 'GET' | 'POST', url: string, payload?: string): Promise<Answer> {
  const response = await app.app.inject({
    method,
    url,
    payload,
    headers: { authorization: token, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
  });
  const text = response.body.slice(0, 300);
  if (!String(response.headers['content-type']).includes('json')) return { status: response.statusCode, text };
  const body = response.json<{ code: number; msg: unknown; data?: { errors?: { field: string }[] } }>();
  return { status: response.statusCode, code: body.code, msg: body.msg, errors: body.data?.errors, text };
}

/** No 5xx, and a refusal says why. */
function expectNoServerError(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
  expect(answer.code, `${what}: ${answer.text}`).not.toBe(500);
  if (answer.code !== undefined && answer.code !== 0)
    expect(typeof answer.msg === 'string' && answer.msg.length > 0, `${what}: ${answer.text}`).toBe(true);
}

/** A validation refusal naming the name. */
function expectRefusedNaming(answer: Answer, name: string, what: string) {
  expectNoServerError(answer, what);
  expect(answer.code, `${what}: ${answer.text}`).toBe(10);
  expect(
    answer.errors?.map((error) => error.field),
    `${what}: ${answer.text}`,
  ).toContain(name);
}

describe.each(ENTITIES)('%s', (base) => {
  it.each(DIMENSIONS)('an aggregate over "%s" is refused, naming it', async (name) => {
    const n = JSON.stringify(name);
    expectRefusedNaming(
      await send('POST', `${base}/aggregate`, `{"dimensions":[${n}],"measures":["count"]}`),
      name,
      'dimension',
    );
    expectRefusedNaming(
      await send('POST', `${base}/aggregate`, `{"dimensions":[],"measures":[${JSON.stringify(`sum:${name}`)}]}`),
      `sum:${name}`,
      'measure',
    );
    expectRefusedNaming(
      await send('POST', `${base}/aggregate`, `{"measures":["count"],"where":[${JSON.stringify(`${name}=1`)}]}`),
      `${name}=1`,
      'condition',
    );
    const exported = await send(
      'POST',
      `${base}/aggregateExport`,
      `{"dimensions":[${n}],"measures":["count"],"columns":[{"key":${n},"title":"x"}]}`,
    );
    expectNoServerError(exported, 'aggregate export');
    expect(exported.code, exported.text).toBe(10);
  });

  it.each(NAMES)('"%s" as a filter, sort, offer, body key or query parameter is no server error', async (name) => {
    const n = JSON.stringify(name);
    const bodies: [string, string][] = [
      ['aggregate', `{"dimensions":[],"measures":["count"],"filters":{${n}:"1"},"order":{"by":${n}}}`],
      ['aggregate', `{${n}:{},"dimensions":[],"measures":["count"]}`],
      ['page', `{"filters":{${n}:"1"}}`],
      ['page', `{"filters":{${n}:{"constructor":1}}}`],
      ['page', `{"sort":{"field":${n},"order":"asc"}}`],
      ['page', `{${n}:1,"pageNo":1}`],
      ['export', `{"filters":{${n}:"1"},"sort":{"field":${n}}}`],
      ['options', `{"keyword":"a","offer":{${n}:1},${n}:1}`],
      ['get', `{"id":1,${n}:1}`],
    ];
    for (const [operation, body] of bodies)
      expectNoServerError(await send('POST', `${base}/${operation}`, body), `${operation} ${body}`);
    const query = `${encodeURIComponent(name)}=1&__proto__[x]=1&constructor[prototype][y]=1`;
    expectNoServerError(await send('GET', `${base}/page?${query}`), 'query string');
    expectNoServerError(await send('POST', `${base}/page?${query}`, '{}'), 'query string on a read');
  });

  it.each(NAMES)('a save or update carrying "%s" is refused', async (name) => {
    const n = JSON.stringify(name);
    for (const operation of ['save', 'update']) {
      const answer = await send('POST', `${base}/${operation}`, `{"id":1,${n}:{"x":1}}`);
      expectNoServerError(answer, `${operation} with ${name}`);
      expect(answer.code, answer.text).not.toBe(0);
    }
  });
});
