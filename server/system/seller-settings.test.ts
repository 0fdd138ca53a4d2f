import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
});
afterAll(() => t.close());

const branding = async (sellerId: string) =>
  (await t.call('/api/config/sellerBasicsConfig/get', { body: { sellerId } })).body.data;

describe('seller info', () => {
  it('changes the branding the login page shows, for that seller only', async () => {
    const other = await branding('100001');
    const saved = await t.call('/api/system/sellerInfo/save', {
      token,
      body: {
        platformName: '城东快充',
        platformTitle: '城东快充运营平台',
        footer: '城东快充 客服 400-800-0000',
        platformLogo: ['/files/100002/logo.png'],
      },
    });
    expect(saved.body).toMatchObject({ code: 0 });
    expect(await branding('100002')).toMatchObject({
      sellerNumber: '100002',
      platformName: '城东快充',
      platformTitle: '城东快充运营平台',
      footerText: '城东快充 客服 400-800-0000',
      platformLogo: '/files/100002/logo.png',
    });
    expect(await branding('100001')).toEqual(other);
  });
});

describe('theme style', () => {
  it('is answered with the branding, for the layout to take over', async () => {
    const saved = await t.call('/api/system/styleConfig/save', {
      token,
      body: { primaryColor: '#722ED1', navTheme: 'light', layout: 'topmenu', contentWidth: 'Fluid' },
    });
    expect(saved.body).toMatchObject({ code: 0 });
    expect((await branding('100002')).theme).toMatchObject({
      primaryColor: '#722ED1',
      navTheme: 'light',
      layout: 'topmenu',
      contentWidth: 'Fluid',
    });
    const refused = await t.call('/api/system/styleConfig/save', { token, body: { primaryColor: '#000000' } });
    expect(refused.body.code).not.toBe(0);
  });
});

describe('keys of the SMS and payment configuration', () => {
  it('are written but never read back', async () => {
    const saved = await t.call('/api/config/smsConfig/save', {
      token,
      body: { provider: 'tencent', accessKey: 'AKID-demo', accessSecret: 'very-secret-value', signName: '城东快充' },
    });
    expect(saved.body).toMatchObject({ code: 0 });
    const read = await t.call('/api/config/smsConfig/get', { token, body: {} });
    expect(read.body.data).toMatchObject({ accessKey: 'AKID-demo', $secrets: { accessSecret: true } });
    expect(JSON.stringify(read.body)).not.toContain('very-secret-value');

    const pay = await t.call('/api/config/sellerPayConfig/save', {
      token,
      body: {
        payChannel: 'WeChatPay',
        appId: 'wx0000demo',
        mchId: '1900000109',
        apiKey: 'pay-api-key-secret',
        notifyUrl: 'https://pay.example.com/notify',
      },
    });
    expect(pay.body).toMatchObject({ code: 0 });
    const page = await t.call('/api/config/sellerPayConfig/page', {
      token,
      body: { filters: { mchId: '1900000109' } },
    });
    expect(page.body.data.data[0].$secrets).toEqual({ apiKey: true });
    expect(JSON.stringify(page.body)).not.toContain('pay-api-key-secret');
  });
});
