import type { LocalizedText } from '../../meta/model';
import { PickedDetail } from '../picked-detail/picked-detail';

const TEXT = {
  label: { 'zh-CN': 'App 用户', 'en-US': 'App user' },
  pick: { 'zh-CN': '输入姓名查找用户', 'en-US': 'Type a name to find the user' },
  none: { 'zh-CN': '选择一个用户查看其详情', 'en-US': 'Choose a user to see the details' },
} as const satisfies Record<string, LocalizedText>;

/**
 * One app user at /system/systemSet/UserDetails?id=<member id>: the member's detail with its
 * tabs (basic info, accounts, account flow, bills, cards...), as the member list opens it,
 * under the system menu. Without an id, a picker finds the user first.
 */
export default function UserDetailsPage() {
  return (
    <PickedDetail
      entityName="member"
      optionsPath="/api/member/member/options"
      pageUrl="/system/systemSet/UserDetails"
      testId="user-details"
      texts={TEXT}
    />
  );
}
