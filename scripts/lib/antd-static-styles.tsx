import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Divider,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Layout,
  Menu,
  Pagination,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { renderToString } from 'react-dom/server';
import { appTheme } from '../../src/i18n/app-theme';
import { DEFAULT_SETTINGS } from '../../src/settings/settings-model';

/**
 * The components the layout and a generic list show when a page loads. Others (and pop-ups:
 * modals, drawers, tooltips, which render nothing on a server) still get their styles made at
 * run time when first used: each component in the sheet costs every page its bytes.
 */
const components = (
  <>
    <Avatar />
    <Badge count={1} />
    <Breadcrumb items={[{ title: '' }]} />
    <Button />
    <Checkbox />
    <Row>
      <Col span={1} />
    </Row>
    <DatePicker />
    <DatePicker.RangePicker />
    <Divider />
    <Dropdown menu={{ items: [] }}>
      <span />
    </Dropdown>
    <Empty />
    <Form>
      <Form.Item label="" />
    </Form>
    <Input />
    <Input.TextArea />
    <Input.Password />
    <Input.Search />
    <InputNumber />
    <Layout>
      <Layout.Header />
      <Layout.Sider />
      <Layout.Content />
      <Layout.Footer />
    </Layout>
    <Menu items={[{ key: 'a', label: '' }]} />
    <Menu mode="inline" items={[{ key: 'a', label: '', children: [{ key: 'b', label: '' }] }]} />
    <Pagination total={100} showSizeChanger />
    <Radio />
    <Radio.Group>
      <Radio.Button value={1} />
    </Radio.Group>
    <Select />
    <Space />
    <Spin />
    <Switch />
    <Table columns={[{ title: '', dataIndex: 'a' }]} dataSource={[{ key: 1, a: '' }]} rowSelection={{}} />
    <Tabs items={[{ key: 'a', label: '' }]} />
    <Tag />
    <Typography.Text />
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
