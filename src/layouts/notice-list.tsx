import { List } from 'antd';

/** The notice popover's list: loaded when the popover first opens. */
export function NoticeList({ items }: { items: string[] }) {
  return (
    <List style={{ width: 280 }} size="small" dataSource={items} renderItem={(text) => <List.Item>{text}</List.Item>} />
  );
}
