import { recountTagUses } from '../../reviews/tag-use-counts';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;

/** Review tags an operator keeps: [name, polarity (tagPolarity)]. */
const TAGS: [string, number][] = [
  ['充电速度快', 1],
  ['车位好找', 1],
  ['环境干净', 1],
  ['价格实惠', 1],
  ['服务热情', 1],
  ['设施一般', 0],
  ['枪线较短', 0],
  ['车位被油车占用', -1],
  ['充电中断', -1],
  ['扫码无反应', -1],
];

/** What members write, by score 1..5, with the tags that go with it (indexes into TAGS). */
const REVIEWS: Record<number, { text: string; tags: number[] }[]> = {
  5: [
    { text: '充电很快，半小时就到80%，场站也很干净。', tags: [0, 2] },
    { text: '价格比附近便宜，车位充足，下次还来。', tags: [1, 3] },
    { text: '值班师傅主动帮忙插枪，服务很好。', tags: [4] },
  ],
  4: [
    { text: '整体不错，就是晚上灯光有点暗。', tags: [0, 5] },
    { text: '车位好找，枪线稍短需要倒车入位。', tags: [1, 6] },
  ],
  3: [{ text: '能充，但功率没有标称那么高。', tags: [5] }],
  2: [
    { text: '到了发现两个车位被油车占了，等了二十分钟。', tags: [7] },
    { text: '扫码好几次才启动成功。', tags: [9] },
  ],
  1: [{ text: '充到一半突然中断，重新启动又扣了一次启动费，体验很差。', tags: [8, 9] }],
};

const REPLIES: Record<number, string> = {
  5: '感谢您的认可，欢迎再次光临！',
  4: '感谢反馈，我们会尽快改善场站照明。',
  3: '已安排运维检查该桩的输出功率，感谢反馈。',
  2: '非常抱歉给您带来不便，已联系场站加强车位管理。',
  1: '非常抱歉，多扣费用已原路退回，故障桩已报修。',
};

const FAIL_REASONS = ['{"status":"Rejected"}', '桩离线，指令未送达', '应答超时'];

/**
 * The charging evaluation area and the billing issue history of one demo seller: review tags,
 * a few months of members' reviews of their own bills (some answered, a few hidden), and a row
 * per pile for each issue of the templates the network seed marks as issued or failed.
 */
export default defineAreaSeed({
  area: 'Stations and reviews',
  async seed(db, bundle, prng, { sellerId, now }) {
    const counts: Record<string, number> = {};
    const put = async (name: string, rows: Record<string, unknown>[]) => {
      const ids = await writeRows(db, bundle, name, sellerId, rows);
      counts[name] = ids.length;
      return ids;
    };
    const admin = await db.query<{ id: number }>(
      `select id from users where seller_id = $1 order by (account = 'admin') desc, id limit 1`,
      [sellerId],
    );
    const operatorId = admin.rows[0] ? Number(admin.rows[0].id) : null;

    const tagIds = await put(
      'evaluateTag',
      TAGS.map(([name, polarity], i) => ({ name, polarity, sort: i + 1, enableStatus: i === 6 ? 0 : 1 })),
    );

    // Reviews of finished bills of members: the member, station and time are the bill's.
    const { rows: bills } = await db.query<{ id: number; member_id: number; station_id: number; end_time: Date }>(
      `select id, member_id, station_id, end_time from bill
        where seller_id = $1 and member_id is not null and station_id is not null and end_time is not null
        order by end_time desc limit 60`,
      [sellerId],
    );
    const reviewed = bills.filter((_, i) => i % 2 === 0);
    const scores = reviewed.map((_, i) => [5, 5, 4, 5, 3, 4, 5, 2, 5, 1, 4, 5][i % 12]);
    const commentIds = await put(
      'comment',
      reviewed.map((bill, i) => {
        const score = scores[i];
        const review = prng.pick(REVIEWS[score]);
        const answered = i % 3 !== 2;
        const endTime = new Date(bill.end_time).getTime();
        return {
          memberId: bill.member_id,
          billId: bill.id,
          stationId: bill.station_id,
          score,
          tagIds: review.tags.map((index) => tagIds[index]).filter((id) => id !== undefined),
          content: review.text,
          showStatus: score === 1 && i % 2 === 1 ? 0 : 1,
          reply: answered ? REPLIES[score] : null,
          repliedAt: answered ? new Date(endTime + DAY / 2).toISOString() : null,
          repliedBy: answered ? operatorId : null,
        };
      }),
    );
    // A review is written after the charge, not when the seed runs.
    for (const [i, id] of commentIds.entries())
      await db.query(`update comment set created_at = $2, updated_at = $2 where id = $1`, [
        id,
        new Date(new Date(reviewed[i].end_time).getTime() + 3_600_000).toISOString(),
      ]);

    await recountTagUses(db, sellerId);

    // Issue history of the templates issued so far: each version went to the piles of their stations.
    const { rows: templates } = await db.query<{
      id: number;
      cost_model_id: number;
      version: number;
      issue_status: number;
      last_issued_at: Date | null;
    }>(
      `select id, cost_model_id, version, issue_status, last_issued_at from billing_template
        where seller_id = $1 and last_issued_at is not null order by id`,
      [sellerId],
    );
    const history: Record<string, unknown>[] = [];
    for (const template of templates) {
      const { rows: piles } = await db.query<{ id: number; station_id: number }>(
        `select p.id, p.station_id from pile p
           join billing_template_station_ids l on l.ref_id = p.station_id and l.owner_id = $1
          where p.seller_id = $2 and p.enable_status = 1 order by p.id limit 8`,
        [template.id, sellerId],
      );
      const last = new Date(template.last_issued_at ?? now).getTime();
      for (let version = 1; version <= Number(template.version); version++) {
        const latest = version === Number(template.version);
        const at = latest ? last : last - (Number(template.version) - version) * 7 * DAY;
        piles.forEach((pile, i) => {
          const failed = latest && Number(template.issue_status) === 3 && i === piles.length - 1;
          history.push({
            templateId: template.id,
            costModelId: template.cost_model_id,
            version,
            stationId: pile.station_id,
            pileId: pile.id,
            operation: 1,
            result: failed ? 3 : 2,
            failReason: failed ? FAIL_REASONS[Number(template.id) % FAIL_REASONS.length] : null,
            operatorId,
            issuedAt: new Date(at + i * 1000).toISOString(),
          });
        });
      }
    }
    await put('billingIssueRecord', history);
    return counts;
  },
});
