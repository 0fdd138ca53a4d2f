import type { MetaBundle } from '../../../src/meta/bundle';
import type { Locale } from '../../../src/meta/model';
import { fieldRefusal, refusal } from '../../crud/crud-error';
import { ERRORS } from '../../messages';
import type { Row } from '../../crud/reference-labels';
import { insertRow, updateRow } from '../../crud/row-store';
import type { Queryable } from '../../db/database';

interface TemporaryPile {
  code: string;
  pileTypeId: number;
  ratedPower: number;
  gunCount: number;
}

interface PileType {
  id: number;
  current_mode: number | null;
  manufacturer: string | null;
}

/** The gun layout a pile with that many guns is declared with (dictionary gunLayout). */
const gunLayoutOf = (guns: number) =>
  guns === 1 ? 'ONE_GUN' : guns === 2 ? 'TWO_GUN' : guns === 4 ? 'FOUR_GUN' : 'MORE_GUN';

/**
 * A gun's code: its pile's code and its number from 01, as the seeded guns are named; the pile
 * code is shortened so that the gun code keeps within the field's 32 characters.
 */
export const gunCodeOf = (pileCode: string, gunIndex: number) =>
  `${pileCode.slice(0, 30)}${String(gunIndex + 1).padStart(2, '0')}`;

/** Pile numbers run from 0 to 29 within a station (rule pileNumber); a larger site wraps round. */
const pileNumberOf = (index: number) => index % 30;

const entityOf = (bundle: MetaBundle, name: string) => {
  const entity = bundle.entities.get(name);
  if (!entity) throw new Error(`entity ${name} is not declared`);
  return entity;
};

/** A site whose end has passed has been cleared away: there is nothing left to make permanent. */
export function refuseEnded(row: Row, locale: Locale, now = new Date()): void {
  const validTo = row.validTo ? new Date(String(row.validTo)) : null;
  if (!validTo || validTo.getTime() > now.getTime()) return;
  const name = String(row.name);
  throw refusal(locale, ERRORS.temporaryStationEnded, [name], { id: row.id });
}

/** Codes among `codes` already held by a row of `table` of the seller, first one only. */
async function takenCode(tx: Queryable, table: 'station' | 'pile' | 'gun', sellerId: number, codes: string[]) {
  const { rows } = await tx.query<{ code: string }>(
    `select "code" from "${table}" where "seller_id" = $1 and "code" = any($2::text[]) order by "code" limit 1`,
    [sellerId, codes],
  );
  return rows[0]?.code;
}

async function refuseTakenCodes(
  tx: Queryable,
  sellerId: number,
  stationCode: string,
  piles: TemporaryPile[],
  locale: Locale,
) {
  if (await takenCode(tx, 'station', sellerId, [stationCode]))
    throw fieldRefusal(locale, ERRORS.stationCodeTaken, 'code', [stationCode]);
  const pileCode = await takenCode(
    tx,
    'pile',
    sellerId,
    piles.map((pile) => pile.code),
  );
  const gunCodes = piles.flatMap((pile) => Array.from({ length: pile.gunCount }, (_, i) => gunCodeOf(pile.code, i)));
  const gunCode = await takenCode(tx, 'gun', sellerId, gunCodes);
  if (pileCode || gunCode) {
    const code = pileCode ?? gunCode;
    throw refusal(locale, ERRORS.formalCodeTaken, [code]);
  }
}

/**
 * A user bound to some stations sees only those: the station he made from a site joins them,
 * or it would vanish from his lists the moment he created it. An unbound user sees every
 * station and stays unbound.
 */
async function bindToConverter(tx: Queryable, userId: number, stationId: number) {
  await tx.query(
    `insert into user_stations (user_id, station_id)
     select $1, $2 where exists (select 1 from user_stations where user_id = $1) on conflict do nothing`,
    [userId, stationId],
  );
}

export interface ConversionArgs {
  tx: Queryable;
  bundle: MetaBundle;
  sellerId: number;
  /** Who converts: when bound to stations, he is bound to the new one too. */
  userId: number;
  locale: Locale;
  /** The temporary station as it was before the action. */
  temporary: Row;
  /** The action form: the station's fields a temporary site does not have. */
  input: Record<string, unknown>;
}

/**
 * Makes a temporary site permanent: a formal station with the site's name, address and
 * coordinates and the form's type, operation, region and contact, then one pile per temporary
 * pile (its code, type and power) with its guns, and the site remembers the station's code.
 * Everything is written in the action's transaction, so a refusal leaves nothing behind.
 */
export async function convertTemporaryStation({
  tx,
  bundle,
  sellerId,
  userId,
  locale,
  temporary,
  input,
}: ConversionArgs) {
  const piles = (Array.isArray(temporary.piles) ? temporary.piles : []) as TemporaryPile[];
  const stationCode = String(input.code);
  await refuseTakenCodes(tx, sellerId, stationCode, piles, locale);
  const station = await insertRow(tx, entityOf(bundle, 'station'), sellerId, {
    name: temporary.name,
    code: stationCode,
    stationType: input.stationType,
    runType: input.runType,
    speedType: input.speedType,
    status: 1,
    enableStatus: 1,
    province: input.province,
    city: input.city,
    address: temporary.address,
    longitude: temporary.longitude,
    latitude: temporary.latitude,
    contactName: input.contactName,
    contactMobile: input.contactMobile,
    openingHours: '00:00-24:00',
    remark: temporary.remark ?? null,
  });
  const { rows: types } = await tx.query<PileType>(
    `select "id", "current_mode", "manufacturer" from "pile_type" where "seller_id" = $1 and "id" = any($2::int[])`,
    [sellerId, piles.map((pile) => Number(pile.pileTypeId))],
  );
  const typeOf = new Map(types.map((type) => [Number(type.id), type]));
  const pileEntity = entityOf(bundle, 'pile');
  const gunEntity = entityOf(bundle, 'gun');
  for (const [index, temporaryPile] of piles.entries()) {
    const type = typeOf.get(Number(temporaryPile.pileTypeId));
    const pile = await insertRow(tx, pileEntity, sellerId, {
      name: temporaryPile.code,
      code: temporaryPile.code,
      stationId: station.id,
      pileTypeId: temporaryPile.pileTypeId,
      pileNumber: pileNumberOf(index),
      currentMode: type?.current_mode ?? 2,
      ratedPower: temporaryPile.ratedPower,
      gunLayout: gunLayoutOf(Number(temporaryPile.gunCount)),
      manufacturer: type?.manufacturer ?? null,
      protocol: input.protocol,
      status: 5,
      onlineStatus: 0,
      enableStatus: 1,
    });
    for (let gunIndex = 0; gunIndex < Number(temporaryPile.gunCount); gunIndex++) {
      await insertRow(tx, gunEntity, sellerId, {
        code: gunCodeOf(temporaryPile.code, gunIndex),
        pileId: pile.id,
        gunIndex,
        status: 5,
        availability: 1,
      });
    }
  }
  await bindToConverter(tx, userId, Number(station.id));
  // The site keeps the station's code, not a reference to it: a reference to the station would
  // make temporary sites station data, hidden from station-bound users until converted.
  await updateRow(tx, entityOf(bundle, 'temporaryStation'), sellerId, Number(temporary.id), {
    stationCode: station.code,
  });
  return station;
}
