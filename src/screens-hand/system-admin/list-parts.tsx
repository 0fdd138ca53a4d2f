import { Button, Card, Form, Space, type FormInstance, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { TEXT } from './texts';
import type { usePagedRows } from './use-paged-rows';

/**
 * The filter bar of a system list: its fields inline, then search and reset (which clears the
 * fields and lists everything again).
 */
export function FilterCard<Values extends object>({
  form,
  name,
  onSearch,
  children,
}: {
  form: FormInstance<Values>;
  name: string;
  onSearch(values: Values): void;
  children: ReactNode;
}) {
  const { tr } = useI18n();
  return (
    <Card size="small">
      <Form form={form} name={name} layout="inline" onFinish={onSearch} style={{ rowGap: 8 }}>
        {children}
        <Space>
          <Button type="primary" htmlType="submit">
            {tr(TEXT.search)}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({} as Values);
            }}
          >
            {tr(TEXT.reset)}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/** A system list's table settings from its paged rows: rows, loading, empty text and paging. */
export function pagedTableProps<Row>(
  list: ReturnType<typeof usePagedRows<Row>>,
  emptyText: string,
): Pick<TableProps<Row>, 'rowKey' | 'size' | 'className' | 'dataSource' | 'loading' | 'locale' | 'pagination'> {
  return {
    rowKey: 'id',
    size: 'middle',
    className: 'entity-list',
    dataSource: list.rows,
    loading: list.loading,
    locale: { emptyText },
    pagination: {
      current: list.pageNo,
      pageSize: list.pageSize,
      total: list.total,
      showSizeChanger: true,
      showTotal: (total) => `${total}`,
      onChange: list.paginate,
    },
  };
}
