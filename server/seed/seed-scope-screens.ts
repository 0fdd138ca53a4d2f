import type { MetaBundle } from '../../src/meta/bundle';
import type { Queryable } from '../db/database';
import { insertRows } from './insert-rows';
import { createPrng } from './prng';

const OFFLINE_REASONS = ['心跳超时', '网络中断', '设备重启', '人工断电', '固件升级'];
/** The log ends here, so that the demo data does not depend on the day it is seeded. */
const LOG_END = Date.parse('2026-11-20T18:00:00+08:00');
const MINUTE = 60_000;

/** Each seller's piles went offline and came back a few times: offline, then online with the minutes away. */
async function seedPileOnlineLog(db: Queryable): Promise<number> {
  const { rows: piles } = await db.query<{ id: number; sellerId: number; stationId: number; number: string }>(
    `select p.id, p.seller_id as "sellerId", p.station_id as "stationId", s.seller_number as number
       from pile p join sellers s on s.id = p.seller_id order by p.id`,
  );
  const rows: unknown[][] = [];
  for (const pile of piles) {
    const prng = createPrng(Number(pile.number) * 1000 + Number(pile.id));
    let at = LOG_END - prng.int(10, 600) * MINUTE;
    for (let outage = prng.int(0, 3); outage > 0; outage--) {
      const minutes = prng.int(2, 240);
      rows.push([pile.sellerId, pile.id, pile.stationId, 1, new Date(at), '恢复连接', minutes]);
      at -= minutes * MINUTE;
      rows.push([pile.sellerId, pile.id, pile.stationId, 0, new Date(at), prng.pick(OFFLINE_REASONS), null]);
      at -= prng.int(60, 4 * 24 * 60) * MINUTE;
    }
  }
  const columns = ['seller_id', 'pile_id', 'station_id', 'event', 'occurred_at', 'reason', 'offline_minutes'];
  return (await insertRows(db, 'pile_online_log', columns, rows)).length;
}

const HELP_ITEMS: [number, string, string][] = [
  [
    1,
    '如何修改登录密码',
    '点击右上角头像，选择“修改密码”，输入原密码和新密码（至少 10 位，含大小写字母、数字和特殊字符）后保存。',
  ],
  [
    1,
    '登录时提示需要短信验证码',
    '商户开启了短信验证：输入账号后点击“获取验证码”，验证码 5 分钟内有效，只能使用一次。',
  ],
  [
    2,
    '如何批量导入充电桩',
    '在“充电桩”列表点击“导入”，先下载导入模板，按模板填写后上传；有一行出错时不会导入任何数据。',
  ],
  [2, '充电桩显示离线怎么办', '在“桩上下线记录”中查看离线原因；心跳超时多为网络问题，请检查桩的通信模块和 SIM 卡。'],
  [3, '计费模型何时生效', '计费模型下发到桩后，从下一笔充电订单开始生效；正在进行的订单按原计费计算。'],
  [4, '退款需要几级审核', '退款申请由财务初审、负责人复审，两级审核不能由同一人完成。'],
];

/** The platform's help centre: rows every seller reads and only the platform writes. */
async function seedHelpItems(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`select id from sellers where is_platform order by id limit 1`);
  if (!rows[0]) return 0;
  const values = HELP_ITEMS.map(([category, title, content], i) => [
    rows[0].id,
    title,
    category,
    content,
    (i + 1) * 10,
    i === HELP_ITEMS.length - 1 ? 0 : 1,
  ]);
  const columns = ['seller_id', 'title', 'category', 'content', 'sort', 'publish_status'];
  return (await insertRows(db, 'help_item', columns, values)).length;
}

/** Rows of the screens that prove operations and scope, for the schemas that exist. */
export async function seedScopeScreens(db: Queryable, bundle: MetaBundle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (bundle.entities.has('pileOnlineLog') && bundle.entities.has('pile'))
    counts.pileOnlineLog = await seedPileOnlineLog(db);
  if (bundle.entities.has('helpItem')) counts.helpItem = await seedHelpItems(db);
  return counts;
}
