import { DEMO_SELLERS } from '../demo-sellers';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

/**
 * The platform's server domains: one per demo seller, opening that seller with its own footer
 * and copyright, and an old domain of the second operator, forbidden since it moved.
 */
export default defineAreaSeed({
  area: 'Platform administration',
  async seed(db, bundle, _prng, { isPlatform, sellerId }): Promise<Record<string, number>> {
    if (!isPlatform || !bundle.entities.get('serverSeller')) return {};
    const { rows } = await db.query<{ id: number; sellerNumber: string }>(
      `select id, seller_number as "sellerNumber" from sellers order by seller_number`,
    );
    const idOf = new Map(rows.map((row) => [row.sellerNumber, Number(row.id)]));
    const entries = DEMO_SELLERS.filter((demo) => idOf.has(demo.sellerNumber)).map((demo, i) => ({
      domain: `s${demo.sellerNumber}.evcharge.example.cn`,
      boundSellerId: idOf.get(demo.sellerNumber),
      sellerNumber: demo.sellerNumber,
      // The seller variants of the spec, one per demo seller (1 to 7).
      sellerName: (i % 7) + 1,
      footer: demo.branding.footerText,
      copyright: `Copyright © 2026 ${demo.name} 版权所有`,
      enableStatus: 1,
    }));
    const moved = entries.find((entry) => entry.sellerNumber === '100002');
    if (moved) entries.push({ ...moved, domain: 'old-volt.evcharge.example.cn', enableStatus: 0 });
    return { serverSeller: (await writeRows(db, bundle, 'serverSeller', sellerId, entries)).length };
  },
});
