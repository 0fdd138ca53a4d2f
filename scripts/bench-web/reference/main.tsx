/**
 * The yardstick of `npm run bench:web`: a bare list + filter form page in antd and Formily with
 * local data, no shell, no session and no API call, as the web shell's issue measured its
 * figures on. Timing it on the same machine and browser as the product puts the product's time
 * on a scale that does not depend on the machine's speed.
 */
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { FormButtonGroup, FormGrid, FormItem, Input, Select, Submit, Reset } from '@formily/antd-v5';
import { Button, Card, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { createRoot } from 'react-dom/client';

interface Row {
  id: number;
  name: string;
  code: string;
  kind: number;
  status: number;
  address: string;
  createdAt: string;
}

const KINDS = ['公共', '专用', '个人'];
const STATUSES = [
  { label: '建设中', color: 'orange' },
  { label: '运营中', color: 'green' },
  { label: '已关闭', color: 'red' },
];
const ROWS: Row[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `充电站 ${index + 1}`,
  code: `ST${String(index + 1).padStart(6, '0')}`,
  kind: index % 3,
  status: (index + 1) % 3,
  address: `深圳市南山区科技园 ${index + 1} 号`,
  createdAt: `2026-11-${String(index + 1).padStart(2, '0')} 10:00:00`,
}));

const columns: TableColumnsType<Row> = [
  { title: '站点名称', dataIndex: 'name', fixed: 'left', width: 160, sorter: true },
  { title: '站点编号', dataIndex: 'code', width: 140 },
  { title: '站点类型', dataIndex: 'kind', width: 100, render: (kind: number) => <Tag>{KINDS[kind]}</Tag> },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: number) => <Tag color={STATUSES[status].color}>{STATUSES[status].label}</Tag>,
  },
  { title: '地址', dataIndex: 'address', width: 260, ellipsis: true },
  { title: '创建时间', dataIndex: 'createdAt', width: 180, sorter: true },
  {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: 160,
    render: () => (
      <Space size={0}>
        <Button type="link" size="small">
          详情
        </Button>
        <Button type="link" size="small">
          编辑
        </Button>
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Space>
    ),
  },
];

const SchemaField = createSchemaField({ components: { FormItem, FormGrid, Input, Select } });
const form = createForm();

function ReferenceList() {
  return (
    <Card>
      <FormProvider form={form}>
        <SchemaField>
          <SchemaField.Void x-component="FormGrid" x-component-props={{ maxColumns: 3 }}>
            <SchemaField.String name="name" title="站点名称" x-decorator="FormItem" x-component="Input" />
            <SchemaField.String name="code" title="站点编号" x-decorator="FormItem" x-component="Input" />
            <SchemaField.Number
              name="status"
              title="状态"
              x-decorator="FormItem"
              x-component="Select"
              enum={STATUSES.map((status, value) => ({ label: status.label, value }))}
            />
          </SchemaField.Void>
        </SchemaField>
        <FormButtonGroup align="right">
          <Submit onSubmit={() => undefined}>查询</Submit>
          <Reset>重置</Reset>
        </FormButtonGroup>
      </FormProvider>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={ROWS}
        rowSelection={{}}
        scroll={{ x: 1100 }}
        pagination={{ total: 57, pageSize: 10, showSizeChanger: true }}
      />
    </Card>
  );
}

createRoot(document.getElementById('root')!).render(<ReferenceList />);
