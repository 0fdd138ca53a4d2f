import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Checkbox,
  ConfigProvider,
  DatePicker,
  Dropdown,
  Empty,
  Input,
  InputNumber,
  Layout,
  Menu,
  Pagination,
  Popover,
  Select,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { renderToString } from 'react-dom/server';
import { appTheme } from '../../src/i18n/app-theme';
import { DEFAULT_SETTINGS } from '../../src/settings/settings-model';

/**
 * What the layout and a generic list show when a page loads, filters included. Everything else
 * (forms, details, pop-ups, which render nothing on a server anyway) gets its styles made at
 * run time when first used: every rule in the sheet costs each page load its parsing and its
 * share of style matching (Form and Grid alone would be a fifth of the sheet).
 */
const components = (
  <>
    <Layout>
      <Layout.Header />
      <Layout.Sider />
      <Layout.Content />
    </Layout>
    <Menu items={[{ key: 'a', label: '' }]} />
    <Menu mode="inline" items={[{ key: 'a', label: '', children: [{ key: 'b', label: '' }] }]} />
    <Tabs items={[{ key: 'a', label: '' }]} />
    <Breadcrumb items={[{ title: '' }]} />
    <Dropdown menu={{ items: [] }}>
      <span />
    </Dropdown>
    <Avatar />
    <Badge count={1} />
    <Space />
    <Button />
    <Input />
    <InputNumber />
    <Select />
    <DatePicker.RangePicker />
    <Table columns={[{ title: '', dataIndex: 'a' }]} dataSource={[{ key: 1, a: '' }]} rowSelection={{}} />
    <Pagination total={100} showSizeChanger />
    <Checkbox />
    <Tag />
    {/* Status and preset colours are styles of their own (dictionary tags use both). */}
    <Tag color="success" />
    <Tag color="blue" />
    <Popover />
    <Spin />
    <Empty />
  </>
);

/**
 * Those components' styles for the default theme, rendered on the server, with cssinjs's map of
 * the style keys the sheet holds. At run time cssinjs reads that map and neither generates nor
 * inserts a style the sheet already has; a different theme (another primary colour) has other
 * keys and is styled at run time as before.
 */
export function antdStaticStyles(): string {
  const cache = createCache();
  const theme = appTheme(DEFAULT_SETTINGS.primaryColor);
  // Server rendering warns about layout effects, which styles do not depend on.
  const error = console.error;
  console.error = () => undefined;
  try {
    renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={theme}>{components}</ConfigProvider>
      </StyleProvider>,
    );
  } finally {
    console.error = error;
  }
  return extractStyle(cache, true);
}

// `tsx scripts/lib/antd-static-styles.tsx` prints the sheet (the build runs it with
// NODE_ENV=production, whose class name hashes differ from development's).
if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(antdStaticStyles());
