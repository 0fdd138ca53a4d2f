import { Descriptions } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiPost } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import { API_CODES } from '../../meta/api-codes';
import { formatMoney } from '../../meta/format/money';
import type { LocalizedText } from '../../meta/model';

const TEXT = {
  holder: { 'zh-CN': '持卡会员', 'en-US': 'Card holder' },
  name: { 'zh-CN': '会员姓名', 'en-US': 'Member' },
  mobile: { 'zh-CN': '手机号', 'en-US': 'Mobile' },
  balance: { 'zh-CN': '账户余额（元）', 'en-US': 'Balance (yuan)' },
  frozen: { 'zh-CN': '冻结金额（元）', 'en-US': 'Frozen (yuan)' },
} as const satisfies Record<string, LocalizedText>;

interface Holder {
  memberId?: number;
  name?: string;
  mobile?: string;
  balance?: number;
  frozen?: number;
}

/** The row a get route answers, or undefined when it is refused (no right to members, say). */
async function getRow(path: string, id: unknown): Promise<Record<string, unknown> | undefined> {
  if (id === undefined || id === null) return undefined;
  const answer = await apiPost<Record<string, unknown>>(path, { id }, { silent: true });
  return answer.code === API_CODES.OK ? (answer.data ?? undefined) : undefined;
}

/**
 * Who holds a card and what the card can spend: the member's name and mobile and the balance of
 * the account the card charges, read through the member and account routes (each shown only
 * where the user may read it).
 */
export function CardHolder({ cardId }: { cardId: number }) {
  const { tr } = useI18n();
  const [holder, setHolder] = useState<Holder>();

  useEffect(() => {
    let current = true;
    void (async () => {
      const card = await getRow('/api/member/card/get', cardId);
      const [member, account] = await Promise.all([
        getRow('/api/member/member/get', card?.memberId),
        getRow('/api/member/account/get', card?.accountId),
      ]);
      if (!current) return;
      setHolder({
        memberId: card?.memberId as number | undefined,
        name: member?.name as string | undefined,
        mobile: member?.mobile as string | undefined,
        balance: account?.balance as number | undefined,
        frozen: account?.frozenAmount as number | undefined,
      });
    })();
    return () => {
      current = false;
    };
  }, [cardId]);

  if (!holder) return null;
  const dash = (value: string | undefined) => value || '—';
  return (
    <Descriptions
      data-testid="card-holder"
      title={tr(TEXT.holder)}
      column={4}
      size="small"
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'name',
          label: tr(TEXT.name),
          children: holder.memberId ? (
            <Link to={`/system/systemSet/UserDetails?id=${holder.memberId}`}>{dash(holder.name)}</Link>
          ) : (
            dash(holder.name)
          ),
        },
        { key: 'mobile', label: tr(TEXT.mobile), children: dash(holder.mobile) },
        { key: 'balance', label: tr(TEXT.balance), children: dash(formatMoney(holder.balance, 100, true)) },
        { key: 'frozen', label: tr(TEXT.frozen), children: dash(formatMoney(holder.frozen, 100, true)) },
      ]}
    />
  );
}
