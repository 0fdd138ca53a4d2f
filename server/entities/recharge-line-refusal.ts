import type { Locale } from '../../src/meta/model';
import { MANUAL_RECHARGE_LIMIT } from './manual-recharge';
import { ERRORS, renderEntry, type CatalogueEntry } from '../messages';

/** The account a batch line names, as found among the seller's accounts (none when unknown). */
export interface LineAccount {
  id: number;
  account_type: number;
  account_state: number;
  name: string | null;
}

/** Disabled accounts take no balance change (see postBalanceChange). */
const DISABLED = 3;

/** A seller's accounts by account number, with the holder's name a line may be checked against. */
export const LINE_ACCOUNTS_SQL = `select a."id", a."account_no", a."account_type", a."account_state", m."name"
  from "account" a left join "member" m on m."id" = a."member_id"
  where a."seller_id" = $1 and a."account_no" = any($2)`;

/**
 * Why one batch line cannot be credited, or null when it can: the account is unknown to the
 * seller or disabled, the member name given is not the account holder's, or the amount is not a
 * whole positive number of fen within the one-recharge limit. Shared by the import, which refuses
 * the whole sheet when any line has a reason, and the sync, which re-checks each line.
 */
export function lineRefusal(
  account: LineAccount | undefined,
  line: { member_name?: unknown; amount?: unknown },
  locale: Locale,
): { field: 'accountNo' | 'memberName' | 'amount'; message: string } | null {
  const refuse = (field: 'accountNo' | 'memberName' | 'amount', entry: CatalogueEntry, args: unknown[] = []) => ({
    field,
    message: renderEntry(entry, locale, args),
  });
  if (!account) return refuse('accountNo', ERRORS.noSuchAccount);
  if (Number(account.account_state) === DISABLED) return refuse('accountNo', ERRORS.accountDisabled);
  const name = typeof line.member_name === 'string' ? line.member_name.trim() : '';
  if (name && name !== account.name) return refuse('memberName', ERRORS.lineNameMismatch, [account.name ?? '']);
  const amount = Number(line.amount);
  if (!Number.isSafeInteger(amount) || amount <= 0) return refuse('amount', ERRORS.lineBadAmount);
  if (amount > MANUAL_RECHARGE_LIMIT) return refuse('amount', ERRORS.lineOverLimit);
  return null;
}
