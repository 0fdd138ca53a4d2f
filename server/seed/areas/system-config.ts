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

/** App logins of the seller's first members (by mobile number), so a user's detail shows its own. */
async function appLogins(db: Queryable, bundle: MetaBundle, prng: Prng, input: AreaSeedInput) {
  const member = bundle.entities.get('member');
  if (!member) return [];
  const { rows: members } = await db.query<{ id: number; mobile: string | null; name: string }>(
    `select id, mobile, name from "${tableName(member)}" where seller_id = $1 order by id limit 40`,
    [input.sellerId],
  );
  return members.flatMap((member) =>
    Array.from({ length: prng.int(1, 4) }, () => ({
      account: member.mobile ?? String(member.id),
      name: member.name,
      memberId: member.id,
      ip: `172.${prng.int(16, 31)}.${prng.int(0, 255)}.${prng.int(2, 254)}`,
      userAgent: 'EVCharge/3.2 (Android 14)',
      result: 1,
      message: '登录成功',
      occurredAt: new Date(input.now.getTime() - prng.int(0, 7 * 24) * HOUR),
    })),
  );
}

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
  rows.push(...(await appLogins(db, bundle, prng, input)));
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
  const { rows } = await db.query<{
    name: string;
    platformName: string | null;
    platformTitle: string | null;
    footerText: string | null;
  }>(
    `select name, platform_name as "platformName", platform_title as "platformTitle", footer_text as "footerText"
       from sellers where id = $1`,
    [input.sellerId],
  );
  const seller = rows[0];
  // The seller info screen starts from the branding the seller was created with, so the login
  // page shows the same name, title and footer before and after the seed.
  counts.sellerInfo = (
    await writeRows(db, bundle, 'sellerInfo', input.sellerId, [
      {
        platformName: seller?.platformName ?? seller?.name ?? '充电运营平台',
        platformTitle: seller?.platformTitle ?? `${seller?.name ?? ''}充电运营管理平台`,
        slogan: '让每一次充电更简单',
        servicePhone: '400-800-1234',
        footer: seller?.footerText ?? `${seller?.name ?? ''} 充电运营管理平台`,
        copyright: `Copyright © 2026 ${seller?.name ?? ''}`,
      },
    ])
  ).length;
  // No theme style is seeded: the demo sellers start from the product's layout, and a style
  // saved on the theme screen is taken over by each browser once.
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

const FEEDBACK: [number, string, string | null][] = [
  [
    1,
    '扫码后一直显示启动中，等了三分钟也没有开始充电，最后只能换了一个桩。',
    '已安排运维检查该桩的通信模块，给您带来不便深表歉意。',
  ],
  [
    2,
    '这次充电的服务费比页面上显示的高，麻烦核对一下。',
    '经核对，该时段为峰时电价，服务费按峰时计算，明细可在订单详情查看。',
  ],
  [3, '场站夜间照明不足，晚上找充电枪很困难。', null],
  [4, '希望可以增加预约充电功能，下班高峰经常排队。', '预约充电已在新版本中上线，欢迎更新体验。'],
  [1, '3号枪充到80%自动停了，车辆显示还能继续充。', null],
  [5, '开票信息填错了，能不能帮忙作废重开？', null],
];

/** Member feedback with replies, and the staff's task messages and message templates. */
async function seedMessages(db: Queryable, bundle: MetaBundle, prng: Prng, input: AreaSeedInput) {
  const counts: Record<string, number> = {};
  const member = bundle.entities.get('member');
  const station = bundle.entities.get('station');
  const ids = async (table: string) =>
    (
      await db.query<{ id: number }>(`select id from "${table}" where seller_id = $1 order by id limit 50`, [
        input.sellerId,
      ])
    ).rows.map((row) => Number(row.id));
  const members = member ? await ids(tableName(member)) : [];
  const stations = station ? await ids(tableName(station)) : [];
  if (members.length > 0) {
    counts.feedback = (
      await writeRows(
        db,
        bundle,
        'feedback',
        input.sellerId,
        FEEDBACK.map(([type, content, reply], i) => ({
          memberId: prng.pick(members),
          type,
          content,
          contact: `138${String(10_000_000 + prng.int(0, 89_999_999)).slice(0, 8)}`,
          images: [],
          status: reply ? 1 : i === FEEDBACK.length - 1 ? 2 : 0,
          reply,
          repliedAt: reply ? new Date(input.now.getTime() - (i + 1) * DAY) : null,
        })),
      )
    ).length;
  }
  const messages: [number, string, string, number][] = [
    [1, '本月充电量目标完成 82%', '截至今日，本月充电量完成目标的 82%，请关注低于目标的场站。', 0],
    [2, '巡检任务待处理', '有 3 个巡检任务今日到期，请及时安排人员处理。', 0],
    [3, '充电桩离线提醒', '场站内有 2 台充电桩离线超过 30 分钟，请检查网络。', 1],
    [4, '新增会员目标提醒', '本周新增会员 126 人，完成周目标的 63%。', 1],
  ];
  counts.taskMessage = (
    await writeRows(
      db,
      bundle,
      'taskMessage',
      input.sellerId,
      messages.map(([type, title, content, read], i) => ({
        type,
        title,
        content,
        stationId: stations.length ? prng.pick(stations) : null,
        sentAt: new Date(input.now.getTime() - i * 5 * HOUR),
        readStatus: read,
        readAt: read ? new Date(input.now.getTime() - i * 4 * HOUR) : null,
      })),
    )
  ).length;
  const templates: [string, number, number, string, string][] = [
    ['充电完成通知', 1, 1, 'SMS_465810004', '您在${stationName}的充电已完成，充电${kwh}度，消费${amount}元。'],
    ['余额不足提醒', 2, 1, 'SMS_465810005', '您的账户余额为${balance}元，为避免影响充电，请及时充值。'],
    ['告警通知', 3, 4, 'MAIL_ALARM_01', '场站${stationName}的${pileName}发生${alarmName}，请尽快处理。'],
    ['充电开始推送', 1, 2, 'PUSH_START_01', '充电已开始，当前功率${power}kW。'],
    ['订单支付成功', 4, 3, 'WX_PAY_OK_01', '订单${billNo}已支付${amount}元。'],
  ];
  counts.publicTemplate = (
    await writeRows(
      db,
      bundle,
      'publicTemplate',
      input.sellerId,
      templates.map(([name, type, channel, templateCode, content]) => ({
        name,
        type,
        channel,
        templateCode: `${templateCode}_${input.sellerNumber}`,
        content,
        enableStatus: 1,
      })),
    )
  ).length;
  return counts;
}

const LANES = ['东入口', '东出口', '西入口', '西出口'];

/** Gates at the first stations and a month of their pushes: free parking for charged cars. */
async function seedGates(db: Queryable, bundle: MetaBundle, prng: Prng, input: AreaSeedInput) {
  const counts: Record<string, number> = {};
  const bill = bundle.entities.get('bill');
  if (!bill) return counts;
  const { rows: bills } = await db.query<{ id: number; stationId: number; plateNo: string | null }>(
    `select id, station_id as "stationId", plate_no as "plateNo" from "${tableName(bill)}"
      where seller_id = $1 and plate_no is not null order by id desc limit 40`,
    [input.sellerId],
  );
  const stations = [...new Set(bills.map((row) => Number(row.stationId)))].slice(0, 3);
  if (stations.length === 0) return counts;
  const gates = stations.flatMap((stationId, s) =>
    LANES.slice(0, 2).map((laneName) => ({
      stationId,
      laneName,
      brand: prng.pick(['CHE_AN', 'XIN_TAI', 'YOU_BO', 'P_YUN']),
      parkId: `PK${input.sellerNumber}${String(s + 1).padStart(2, '0')}`,
      freeMinutes: prng.pick([30, 60, 120]),
      enableStatus: 1,
    })),
  );
  const gateIds = await writeRows(db, bundle, 'stationGate', input.sellerId, gates);
  counts.stationGate = gateIds.length;
  const pushes = bills
    .filter((row) => stations.includes(Number(row.stationId)))
    .map((row, i) => {
      const gate = gates.findIndex((candidate) => candidate.stationId === Number(row.stationId));
      const failed = i % 7 === 3;
      return {
        stationId: row.stationId,
        gateId: gateIds[gate],
        plateNo: row.plateNo,
        billId: row.id,
        pushType: 'YOU_HUI',
        discountMinutes: gates[gate].freeMinutes,
        pushStatus: failed ? 4 : 5,
        pushedAt: new Date(input.now.getTime() - prng.int(1, 20 * 24) * HOUR),
        response: failed ? '{"code":500,"msg":"车场服务超时"}' : '{"code":0,"msg":"success"}',
      };
    });
  counts.gatePush = (await writeRows(db, bundle, 'gatePush', input.sellerId, pushes)).length;
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
    Object.assign(counts, await seedMessages(db, bundle, prng, input));
    Object.assign(counts, await seedGates(db, bundle, prng, input));
    return counts;
  },
});
