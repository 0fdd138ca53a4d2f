import type { LocalizedText } from '../../meta/model';
import { PickedDetail } from '../picked-detail/picked-detail';
import { CardHolder } from './card-holder';

const TEXT = {
  label: { 'zh-CN': '电卡', 'en-US': 'Card' },
  pick: { 'zh-CN': '输入卡号查找电卡', 'en-US': 'Type a card number to find the card' },
  none: { 'zh-CN': '选择一张电卡查看其会员信息', 'en-US': 'Choose a card to see its member' },
} as const satisfies Record<string, LocalizedText>;

/**
 * One electricity card and its member at /marketing/marketingManage/ElectricityCardMemberInfo?id=<card id>:
 * who holds it and the balance it spends, then the card's detail with its charges, recharges and
 * account flow. Without an id, a picker finds the card first.
 */
export default function ElectricityCardMemberInfoPage() {
  return (
    <PickedDetail
      entityName="card"
      optionsPath="/api/member/card/options"
      pageUrl="/marketing/marketingManage/ElectricityCardMemberInfo"
      testId="card-member-info"
      texts={TEXT}
      summary={(id) => <CardHolder key={id} cardId={id} />}
    />
  );
}
