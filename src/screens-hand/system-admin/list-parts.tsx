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
  'data-testid': testId,
}: {
  form: FormInstance<Values>;
  name: string;
  onSearch(values: Values): void;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { tr } = useI18n();
  return (
    <Card size="small" data-testid={testId}>
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

/** A system list's table settings from its paged rows: rows, loading, empty text, paging and sort. */
export function pagedTableProps<Row>(
  list: ReturnType<typeof usePagedRows<Row>>,
  emptyText: string,
): Pick<
  TableProps<Row>,
  'rowKey' | 'size' | 'className' | 'dataSource' | 'loading' | 'locale' | 'pagination' | 'onChange'
> {
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
    // Sortable columns (`sorter: true`) are sorted by the server, over every page.
    onChange: (_pagination, _filters, sorter, { action }) => {
      if (action !== 'sort') return;
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = typeof one?.field === 'string' ? one.field : undefined;
      list.sortBy(field && one.order ? { field, order: one.order } : undefined);
    },
  };
}
