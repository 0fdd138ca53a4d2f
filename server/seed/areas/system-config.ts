import type { MetaBundle } from '../../../src/meta/bundle';
import type { Queryable } from '../../db/database';
import { tableName } from '../../db/naming';
import type { Prng } from '../prng';
import { defineAreaSeed, type AreaSeedInput } from './define-area-seed';
import { writeRows } from './write-rows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Key-value settings rows (seller, key, JSON value) of a kv entity, for the keys it still declares. */
async function writeSettings(
  db: Queryable,
  bundle: MetaBundle,
  entityName: string,
  sellerId: number,
  values: Record<string, unknown>,
) {
  const entity = bundle.entities.get(entityName);
  if (!entity) return 0;
  const keys = Object.keys(values).filter((key) => key in entity.fields);
  await db.query(
    `insert into "${tableName(entity)}" (seller_id, key, value) select $1, * from unnest($2::varchar[], $3::text[])`,
    [sellerId, keys, keys.map((key) => JSON.stringify(values[key]))],
  );
  return keys.length;
}

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:129.0) Gecko/20100101 Firefox/129.0',
];

/** A week of logins of the seller's accounts: mostly successes, some wrong passwords and a lock. */
async function seedLoginLog(db: Queryable, bundle: MetaBundle, prng: Prng, input: AreaSeedInput) {
  const { rows: users } = await db.query<{ id: number; account: string; name: string }>(
    `select id, account, name from users where seller_id = $1 order by id`,
    [input.sellerId],
  );
  if (users.length === 0) return 0;
  const rows: Record<string, unknown>[] = [];
  for (let day = 7; day >= 0; day--) {
    for (let n = prng.int(2, 6); n > 0; n--) {
      const user = prng.pick(users);
      const at = new Date(input.now.getTime() - day * DAY - prng.int(0, 10 * HOUR));
      const failed = prng.int(1, 10) <= 2;
      rows.push({
        account: user.account,
        name: user.name,
        userId: user.id,
        ip: `10.${prng.int(0, 20)}.${prng.int(0, 255)}.${prng.int(2, 254)}`,
        userAgent: prng.pick(BROWSERS),
        result: failed ? 0 : 1,
        message: failed ? '输入的信息存在错误' : '登录成功',
        occurredAt: at,
      });
    }
  }
  rows.push({
    account: 'test',
    ip: '203.0.113.9',
    userAgent: BROWSERS[0],
    result: 0,
    message: '输入的信息存在错误',
    occurredAt: new Date(input.now.getTime() - 2 * DAY),
  });
  return (await writeRows(db, bundle, 'loginLog', input.sellerId, rows)).length;
}

const AGREEMENT = (title: string) =>
  `<h2>${title}</h2><p>欢迎使用本平台的充电服务。请您在使用前仔细阅读本协议全部条款，尤其是以<strong>加粗</strong>标示的条款。</p><ol><li>您应使用本人实名信息注册账号，并妥善保管账号和密码。</li><li>充电费用按场站公示的电费和服务费计算，结束充电后自动从账户余额扣除。</li><li>如对订单有疑问，请在 7 日内通过“意见反馈”或客服电话联系我们。</li></ol>`;

async function seedContent(db: Queryable, bundle: MetaBundle, input: AreaSeedInput) {
  const counts: Record<string, number> = {};
  const published = new Date(input.now.getTime() - 30 * DAY);
  counts.basicContent = (
    await writeRows(db, bundle, 'basicContent', input.sellerId, [
      {
        type: 1,
        title: '用户服务协议',
        version: 'v2.1',
        content: AGREEMENT('用户服务协议'),
        publishStatus: 1,
        publishedAt: published,
      },
      {
        type: 2,
        title: '隐私政策',
        version: 'v3.0',
        content: AGREEMENT('隐私政策'),
        publishStatus: 1,
        publishedAt: published,
      },
      {
        type: 3,
        title: '充电服务协议',
        version: 'v1.4',
        content: AGREEMENT('充电服务协议'),
        publishStatus: 1,
        publishedAt: published,
      },
      { type: 4, title: '充值协议', version: 'v1.2', content: AGREEMENT('充值协议'), publishStatus: 0 },
      {
        type: 5,
        title: '关于我们',
        version: 'v1.0',
        content: '<p>我们专注于新能源汽车充电网络的建设与运营。</p>',
        publishStatus: 2,
        publishedAt: published,
      },
    ])
  ).length;
  counts.appVersion = (
    await writeRows(db, bundle, 'appVersion', input.sellerId, [
      {
        platform: 1,
        versionName: '3.2.0',
        versionCode: 320,
        downloadUrl: 'https://download.example.com/app/charge-3.2.0.apk',
        forceUpdate: false,
        notes: '新增预约充电；优化扫码速度。',
        publishStatus: 1,
        publishedAt: published,
      },
      {
        platform: 2,
        versionName: '3.2.0',
        versionCode: 320,
        downloadUrl: 'https://apps.apple.com/cn/app/id000000000',
        forceUpdate: false,
        notes: '新增预约充电；优化扫码速度。',
        publishStatus: 1,
        publishedAt: published,
      },
      {
        platform: 1,
        versionName: '3.1.5',
        versionCode: 315,
        downloadUrl: 'https://download.example.com/app/charge-3.1.5.apk',
        forceUpdate: true,
        notes: '修复支付回调偶发失败的问题。',
        publishStatus: 2,
        publishedAt: new Date(published.getTime() - 60 * DAY),
      },
      {
        platform: 1,
        versionName: '3.3.0',
        versionCode: 330,
        downloadUrl: 'https://download.example.com/app/charge-3.3.0.apk',
        forceUpdate: false,
        notes: '即将发布：发票抬头管理。',
        publishStatus: 0,
      },
    ])
  ).length;
  const prompts: [string, number, string, string][] = [
    ['scanOffline', 1, '充电桩离线', '该充电桩暂时离线，请更换其他充电桩或稍后再试。'],
    ['gunNotInserted', 2, '请插枪', '请确认充电枪已插好，再点击“启动充电”。'],
    ['stopConfirm', 3, '结束充电', '确定结束本次充电吗？结束后将按实际电量结算。'],
    ['lowBalance', 4, '余额不足', '账户余额不足 10 元，请先充值后再启动充电。'],
    ['rechargeDone', 5, '充值成功', '充值已到账，可立即开始充电。'],
    ['refundNotice', 6, '退款说明', '退款将在 1-3 个工作日内原路退回。'],
    ['invoiceNotice', 7, '开票说明', '发票将在订单完成后 7 日内开具并发送至您的邮箱。'],
  ];
  counts.promptContent = (
    await writeRows(
      db,
      bundle,
      'promptContent',
      input.sellerId,
      prompts.map(([promptKey, scene, title, content], i) => ({
        promptKey,
        scene,
        title,
        content,
        sort: i * 10,
        enableStatus: 1,
      })),
    )
  ).length;
  return counts;
}

async function seedSettingsRows(db: Queryable, bundle: MetaBundle, input: AreaSeedInput) {
  const counts: Record<string, number> = {};
  const { rows } = await db.query<{ name: string; platformName: string | null }>(
    `select name, platform_name as "platformName" from sellers where id = $1`,
    [input.sellerId],
  );
  const seller = rows[0];
  counts.sellerInfo = (
    await writeRows(db, bundle, 'sellerInfo', input.sellerId, [
      {
        platformName: seller?.platformName ?? seller?.name ?? '充电运营平台',
        platformTitle: `${seller?.name ?? ''}充电运营管理平台`,
        slogan: '让每一次充电更简单',
        servicePhone: '400-800-1234',
        footer: `${seller?.name ?? ''} 充电运营管理平台`,
        copyright: `Copyright © 2026 ${seller?.name ?? ''}`,
      },
    ])
  ).length;
  counts.styleConfig = (
    await writeRows(db, bundle, 'styleConfig', input.sellerId, [
      {
        primaryColor: '#52C41A',
        navTheme: 'dark',
        layout: 'sidemenu',
        contentWidth: 'Fixed',
        fixedHeader: false,
        fixedSidebar: false,
        multiTab: true,
        colorWeak: false,
      },
    ])
  ).length;
  counts.smsConfig = (
    await writeRows(db, bundle, 'smsConfig', input.sellerId, [
      {
        provider: 'aliyun',
        accessKey: `LTAI5t${input.sellerNumber}DEMO`,
        accessSecret: 'demo-access-secret',
        signName: '智慧充电',
        templates: [
          { scene: 1, code: 'SMS_465810001' },
          { scene: 4, code: 'SMS_465810004' },
          { scene: 5, code: 'SMS_465810005' },
        ],
        enableStatus: 1,
      },
    ])
  ).length;
  counts.systemConfig = await writeSettings(db, bundle, 'systemConfig', input.sellerId, {
    orderNoPrefix: 'CD',
    maxChargeMinutes: 720,
    pileOfflineSeconds: 180,
    maintenanceNotice: '每月第一个周二 01:00-03:00 系统例行维护，期间可能无法查询订单。',
  });
  counts.cloudConfiguration = await writeSettings(db, bundle, 'cloudConfiguration', input.sellerId, {
    appApiBaseUrl: `https://api.s${input.sellerNumber}.example.com`,
    fileBaseUrl: `https://files.s${input.sellerNumber}.example.com`,
    heartbeatIntervalSec: 60,
    featureFlags: { reservation: true, invoice: true, groupBuying: false },
  });
  return counts;
}

const EXCEPTIONS: [string, string, string, string][] = [
  ['bill', 'POST', '/api/bill/bill/page', 'error: canceling statement due to statement timeout'],
  ['member', 'POST', '/api/member/recharge/save', 'Error: connect ETIMEDOUT 10.0.3.21:443'],
  ['config', 'POST', '/api/config/pile/import', "TypeError: Cannot read properties of undefined (reading 'code')"],
  ['system', 'POST', '/api/system/user/info', 'error: terminating connection due to administrator command'],
];

/** The platform's own log of unexpected server errors (written by the error handler from now on). */
async function seedExceptionLog(db: Queryable, bundle: MetaBundle, prng: Prng, input: AreaSeedInput) {
  const rows = Array.from({ length: 14 }, (_, i) => {
    const [service, method, path, message] = EXCEPTIONS[i % EXCEPTIONS.length];
    return {
      service,
      method,
      path,
      exceptionClass: message.split(':')[0],
      message,
      stack: `${message}\n    at handler (/srv/app/server/${service}/routes.js:${prng.int(20, 400)}:${prng.int(5, 40)})`,
      sellerNumber: prng.pick(['100001', '100002', '100003']),
      occurredAt: new Date(input.now.getTime() - prng.int(1, 20 * 24) * HOUR),
    };
  });
  return (await writeRows(db, bundle, 'exceptionLog', input.sellerId, rows)).length;
}

/** System and configuration screens whose generic rows would be nonsense: logs, agreements, settings. */
export default defineAreaSeed({
  area: 'System',
  async seed(db, bundle, prng, input) {
    const counts: Record<string, number> = {};
    counts.loginLog = await seedLoginLog(db, bundle, prng, input);
    if (input.isPlatform) {
      counts.exceptionLog = await seedExceptionLog(db, bundle, prng, input);
      return counts;
    }
    Object.assign(counts, await seedContent(db, bundle, input));
    Object.assign(counts, await seedSettingsRows(db, bundle, input));
    return counts;
  },
});
