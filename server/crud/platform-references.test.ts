import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import { buildApp } from '../app';
import { prepareDatabase } from '../start-database';
import { loginBody, DEMO } from '../test-support/test-app';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

/**
 * A seller's rows pointing at platform rows: a member's rating of a help item (the help centre
 * is platform scope). The reference is checked, labelled and offered among the platform's rows.
 */
const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const rating = {
  name: 'helpRating',
  title: text('帮助评价', 'Help rating'),
  service: 'system',
  resource: 'helpRating',
  pageId: 'helpRating',
  menu: { url: '/system/helpCenter/rating', parent: 'helpCenter', sort: 90 },
  labelField: 'comment',
  fields: {
    helpItemId: {
      type: 'reference',
      title: text('帮助内容', 'Help item'),
      ref: { entity: 'helpItem', labelField: 'title' },
      rules: 'required',
    },
    comment: { type: 'string', title: text('评价', 'Comment'), rules: 'required' },
  },
  list: { columns: ['helpItemId', 'comment'], filters: ['helpItemId'] },
  form: { fields: ['helpItemId', 'comment'] },
  detail: { groups: [{ title: text('评价', 'Rating'), fields: ['helpItemId', 'comment'] }] },
} as unknown as EntityFile;

let t: TestDatabase;
let app: FastifyInstance;
let bundle: MetaBundle;
const tokens: Record<string, string> = {};
let helpItemId: number;

const call = async (url: string, who: string, body: unknown) => {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { authorization: tokens[who] },
  });
  return { status: response.statusCode, body: response.json() };
};

beforeAll(async () => {
  t = await openTestDatabase({ prepared: false });
  bundle = { ...t.bundle, entities: new Map([...t.bundle.entities, ['helpRating', rating]]) };
  await prepareDatabase(t.db, bundle);
  app = await buildApp({ db: t.db, bundle });
  for (const who of ['platform', 'admin1', 'admin2'] as const) {
    const { sellerNumber, account, password } = DEMO[who];
    const answer = await app.inject({
      method: 'POST',
      url: '/api/system/login',
      payload: loginBody(sellerNumber, account, password),
    });
    tokens[who] = answer.json().data.token;
  }
  helpItemId = Number((await t.db.query<{ id: number }>(`select id from help_item order by id limit 1`)).rows[0].id);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('references from a seller’s rows to platform rows', () => {
  it('are accepted, labelled and offered, for every seller', async () => {
    const title = (await t.db.query<{ title: string }>(`select title from help_item where id = $1`, [helpItemId]))
      .rows[0].title;
    for (const who of ['admin1', 'admin2']) {
      const saved = await call('/api/system/helpRating/save', who, { helpItemId, comment: `有用 ${who}` });
      expect(saved.body, who).toMatchObject({ code: 0, data: { helpItemId, $labels: { helpItemId: title } } });
      const page = await call('/api/system/helpRating/page', who, { filters: { helpItemId } });
      expect(page.body.data.data.map((row: { $labels: Record<string, string> }) => row.$labels.helpItemId)).toEqual([
        title,
      ]);
      const options = await call('/api/system/helpItem/options', who, { ids: [helpItemId] });
      expect(options.body.data).toEqual([{ value: helpItemId, label: title }]);
    }
  });

  it('refuses an id that is no platform row', async () => {
    const missing = Number((await t.db.query<{ id: number }>(`select max(id) as id from help_item`)).rows[0].id) + 1000;
    const answer = await call('/api/system/helpRating/save', 'admin1', { helpItemId: missing, comment: '无' });
    expect(answer.body.code).toBe(API_CODES.VALIDATION_FAILED);
  });

  it('keeps a platform row that sellers’ rows still point at, counting them across sellers', async () => {
    const answer = await call('/api/system/helpItem/delete', 'platform', { ids: [helpItemId] });
    expect(answer.body).toMatchObject({ code: API_CODES.CONFLICT, msg: '该帮助中心仍被 2 个帮助评价引用，不能删除' });
    expect((await t.db.query(`select 1 from help_item where id = $1`, [helpItemId])).rows).toHaveLength(1);
  });
});
