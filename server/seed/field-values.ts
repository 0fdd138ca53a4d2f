import type { MetaBundle } from '../../src/meta/bundle';
import type { FieldDef } from '../../src/meta/model';
import { formatClock } from '../../src/meta/sub-rows/timeline';
import { DEMO_FILES } from './demo-files';
import type { Prng } from './prng';

/** What a generated value may depend on besides the field itself. */
export interface ValueContext {
  prng: Prng;
  bundle: MetaBundle;
  /** 0-based position of the row among its siblings (a gun's index on its pile). */
  index: number;
  /** A number unique within the seller, for codes and names. */
  serial: number;
  sellerNumber: string;
  /** Ids already written, by entity name, for reference fields; the parent row first. */
  refs: Map<string, number[]>;
}

/** Realistic shares of status values; other dictionaries are drawn evenly. */
const STATUS_WEIGHTS: Record<string, Record<string, number>> = {
  gunStatus: { 1: 50, 2: 5, 3: 25, 4: 5, 5: 10, 6: 3, 7: 2 },
  stationStatus: { 1: 80, 2: 4, 3: 2, 4: 8, 5: 6 },
  enableStatus: { 1: 90, 0: 10 },
  serviceStatus: { 1: 40, 2: 15, 3: 10, 4: 20, 5: 10, 6: 5 },
  onlineStatus: { 1: 85, 0: 15 },
  chargeAvailability: { 1: 95, 0: 5 },
};

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇'];
const DISTRICTS = ['南山', '福田', '宝安', '龙岗', '罗湖', '龙华'];

const ruleParams = (rules: string, name: string) => {
  const match = rules.match(new RegExp(`(?:^|\\|)${name}:([-\\d.]+),([-\\d.]+)`));
  return match ? [Number(match[1]), Number(match[2])] : undefined;
};
/** minX below maxX of the same row: the lower fifth and the upper half of the range. */
function numberIn(name: string, [min, max]: number[], prng: Prng): number {
  const span = max - min;
  if (/^min/.test(name)) return min + span * 0.2 * prng.next();
  if (/^max/.test(name)) return min + span * (0.5 + 0.5 * prng.next());
  return min + span * 0.5 * prng.next();
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** A time of day ("HH:mm"): a start in the morning, an end in the evening, on the half hour. */
function clock(name: string, prng: Prng): string {
  const [from, to] = /^(start|begin|from)/i.test(name) ? [12, 23] : /^(end|to)|End$/.test(name) ? [26, 46] : [16, 40];
  return formatClock(prng.int(from, to) * 30);
}

function text(name: string, field: FieldDef, ctx: ValueContext): string {
  const rules = field.rules ?? '';
  const { prng, serial } = ctx;
  const n = String(serial).padStart(4, '0');
  if (/(^|\|)url/.test(rules)) return `https://qr.example.com/${ctx.sellerNumber}/${n}`;
  // A server's address on the operator's private network.
  if (/(^|\|)hostName/.test(rules)) return `10.${Number(ctx.sellerNumber) % 250}.${serial % 250}.${prng.int(2, 254)}`;
  if (/(^|\|)timeOfDay/.test(rules) || field.widget === 'clock-select') return clock(name, prng);
  if (/mobile/i.test(rules) || /phone|mobile/i.test(name))
    return `13${prng.int(0, 9)}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`;
  if (name === 'province') return '广东省';
  if (name === 'city') return '深圳市';
  if (/cityCode/i.test(rules) || name === 'cityCode') return '440300';
  if (/address/i.test(name)) return `深圳市${prng.pick(DISTRICTS)}区科技路${prng.int(1, 300)}号`;
  if (/contactName|person|manager/i.test(name)) return prng.pick(SURNAMES) + prng.pick(GIVEN);
  if (/openingHours/i.test(name)) return '00:00-24:00';
  if (/lettersOrDigits|code|number|no$/i.test(rules + name))
    return `${
      field.title['en-US']
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 2)
        .toUpperCase() || 'X'
    }${ctx.sellerNumber}${n}`;
  if (/siteName/.test(rules) || name === 'name')
    return `${prng.pick(DISTRICTS)}${field.title['zh-CN'].replace(/名称$/, '')}${n}`;
  return `${field.title['zh-CN']}${n}`;
}

/**
 * Rows of a sub-table: with a timeline, consecutive periods of the day (the whole day when it
 * must be covered), else the fewest rows it takes; each row's fields filled like a row's.
 */
function subRows(sub: NonNullable<FieldDef['sub']>, ctx: ValueContext): Record<string, unknown>[] {
  const count = Math.max(sub.minRows ?? 1, sub.timeline ? 2 : 1);
  const fields = Object.entries(sub.fields);
  // Evenly cut from 06:00 (00:00 for a whole day) to 24:00, on whole hours.
  const first = sub.timeline?.fullDay ? 0 : 6;
  const hours = (24 - first) / count;
  const rows = Array.from({ length: count }, (_, index) => {
    const row = Object.fromEntries(
      fields.map(([name, field]) => [name, fieldValue(name, field, { ...ctx, index })] as const),
    );
    if (sub.timeline) {
      row[sub.timeline.start] = formatClock(Math.round(first + index * hours) * 60);
      row[sub.timeline.end] = formatClock(Math.round(first + (index + 1) * hours) * 60);
    }
    return row;
  });
  // Totals that must hold (shares adding up to 100): the last row takes what the others leave.
  for (const { field, equals } of sub.sums ?? []) {
    const share = Math.floor(equals / count);
    rows.forEach((row, index) => (row[field] = index < count - 1 ? share : equals - share * (count - 1)));
  }
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)));
}

/** A plausible value for one field, or null where none is needed (images, files, json). */
export function fieldValue(name: string, field: FieldDef, ctx: ValueContext): unknown {
  const { prng } = ctx;
  const rules = field.rules ?? '';
  switch (field.type) {
    case 'string':
      return text(name, field, ctx).slice(0, field.maxLength ?? 50);
    case 'text':
      return /remark|note/i.test(name) ? '演示数据' : null;
    case 'integer': {
      if (/index|gunNo/i.test(name)) return ctx.index;
      // SPEC section 5: pile numbers run 0 to 22.
      if (/pileNumber/.test(rules)) return ctx.index % 23;
      const [min, max] = ruleParams(rules, 'between') ?? [1, 100];
      return prng.int(min, max);
    }
    case 'number':
      if (/longitude/.test(rules) || /^(lng|longitude)$/.test(name)) return round(113.8 + prng.next() * 0.6, 6);
      if (/latitude/.test(rules) || /^(lat|latitude)$/.test(name)) return round(22.5 + prng.next() * 0.3, 6);
      if (/power/i.test(name)) return prng.pick([7, 60, 120, 160]);
      return round(numberIn(name, ruleParams(rules, 'between') ?? [0, 100], prng), field.precision ?? 2);
    case 'money':
      return prng.int(0, 200_000);
    case 'boolean':
      return prng.next() < 0.5;
    case 'date':
      return `2025-${String(prng.int(1, 12)).padStart(2, '0')}-${String(prng.int(1, 28)).padStart(2, '0')}`;
    case 'datetime':
      return new Date(Date.UTC(2025, prng.int(0, 11), prng.int(1, 28), prng.int(0, 23), prng.int(0, 59)));
    case 'dict': {
      const dict = ctx.bundle.dictionaries.get(field.dict ?? '');
      if (!dict) return null;
      const values = dict.items.map((item) => item.value);
      const weights = STATUS_WEIGHTS[dict.name];
      return weights
        ? prng.weighted(
            values,
            values.map((v) => weights[String(v)] ?? 0),
          )
        : prng.pick(values);
    }
    case 'reference': {
      const ids = ctx.refs.get(field.ref?.entity ?? '');
      return ids?.length ? ids[0] : null;
    }
    // Every row picked for the row, in the order given.
    case 'references':
      return [...new Set(ctx.refs.get(field.ref?.entity ?? '') ?? [])];
    case 'json':
      return field.sub ? subRows(field.sub, ctx) : null;
    // A required file points at a demo file the web app serves; an optional one stays empty.
    case 'image':
    case 'file':
      return /(^|\|)required/.test(rules) ? [DEMO_FILES[field.type]] : null;
    default:
      return null;
  }
}
