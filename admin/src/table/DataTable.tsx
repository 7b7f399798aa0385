// Every staff list in one table: pages, sorting and filters asked of the server and kept in the URL (useUrlQuery),
// a sticky header, a column chooser (remembered per list), the total ("10,000+" past the server's cap) and row
// selection with the list's bulk actions.
import { App, Button, Checkbox, Flex, Popover, Table, type TableProps, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLang } from '../i18n';
import { OPEN_KEY, TAB_KEY } from './useOpenRow';
import { type UrlQuery, useUrlQuery } from './useUrlQuery';

/** What a list call answers (types/*: `{list, total, page, page_size}`; total_capped where counting is capped). */
export interface PageData<R> {
  list: R[];
  total: number;
  total_capped?: boolean;
}

export type Column<R> = NonNullable<TableProps<R>['columns']>[number] & { key: string; title: string; sortable?: boolean };

interface Props<R> {
  /** Names the list (the remembered columns). */
  name: string;
  columns: Column<R>[];
  /** One page for the URL's query (page, page_size, sort, order and the list's filters). */
  load(query: UrlQuery): Promise<PageData<R>>;
  rowKey: keyof R & string;
  /** The filters above the table (they write the URL through useUrlQuery). */
  filters?: ReactNode;
  /** Actions on the selected rows; none: no selection. */
  bulk?(rows: R[], done: () => void): ReactNode;
  /** A change made elsewhere (a detail's move): a new value reads the page again. */
  version?: number;
  /** Rows that open to show more (antd's expandable). */
  expandable?: TableProps<R>['expandable'];
}

const PAGE_SIZES = [20, 50];

function useHidden(name: string): [string[], (keys: string[]) => void] {
  const storeKey = `admin.columns.${name}`;
  const [hidden, setHidden] = useState<string[]>(() => JSON.parse(localStorage.getItem(storeKey) || '[]') as string[]);
  return [
    hidden,
    (keys) => {
      localStorage.setItem(storeKey, JSON.stringify(keys));
      setHidden(keys);
    },
  ];
}

export function DataTable<R extends object>({ name, columns, load, rowKey, filters, bulk, version, expandable }: Props<R>) {
  const { t, lang } = useLang();
  const { message } = App.useApp();
  const [urlQuery, setQuery] = useUrlQuery();
  // The open row's detail and its tab are the page's business, not the list's (useOpenRow).
  const { [OPEN_KEY]: _open, [TAB_KEY]: _tab, ...query } = urlQuery;
  const [data, setData] = useState<PageData<R>>({ list: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<R[]>([]);
  const [hidden, setHidden] = useHidden(name);
  const [round, setRound] = useState(0);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    let current = true;
    setLoading(true);
    load(query)
      .then((page) => {
        if (!current) return;
        setData(page);
        // A selection outlives a reload (an action on it reads the page again): the rows still listed stay chosen.
        setSelected((chosen) => page.list.filter((row) => chosen.some((c) => c[rowKey] === row[rowKey])));
      })
      .catch((err: Error) => {
        if (!current) return;
        setData({ list: [], total: 0 });
        message.error(err.message || t('error.network'));
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // The query's content, not its identity, asks again; so does a new language (names in the rows).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey, round, version, lang]);

  // Keyboard users scroll a wide table too (its scroller takes focus), and Ant Design's hidden measuring row holds
  // nothing they can land on (WCAG: scrollable regions focusable, no focus inside aria-hidden).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelectorAll('.ant-table-body, .ant-table-content').forEach((el) => el.setAttribute('tabindex', '0'));
    box.current?.querySelectorAll('.ant-table-measure-row').forEach((el) => el.setAttribute('inert', ''));
  }, [data, hidden]);

  const shown = columns
    .filter((c) => !hidden.includes(c.key))
    .map((c) => ({
      ...c,
      sorter: c.sortable,
      sortOrder: c.sortable && query.sort === c.key ? (query.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
    }));

  const onChange: TableProps<R>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = sorter as SorterResult<R>;
      const on = s.order ? String(s.columnKey) : undefined;
      return setQuery({ sort: on, order: on && (s.order === 'ascend' ? 'asc' : 'desc') });
    }
    setQuery({ page: String(pagination.current ?? 1), page_size: String(pagination.pageSize ?? PAGE_SIZES[0]) });
  };

  const chooser = (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      value={columns.map((c) => c.key).filter((k) => !hidden.includes(k))}
      options={columns.map((c) => ({ label: c.title, value: c.key }))}
      onChange={(keys) => setHidden(columns.map((c) => c.key).filter((k) => !keys.includes(k)))}
    />
  );

  return (
    <Flex vertical gap={12} ref={box}>
      <Flex gap={8} wrap align="center">
        {filters}
        <Button onClick={() => setQuery(Object.fromEntries(Object.keys(query).map((k) => [k, undefined])))}>{t('table.reset')}</Button>
        <Popover content={chooser} trigger="click" placement="bottomRight">
          <Button>{t('table.columns')}</Button>
        </Popover>
        <Button onClick={() => setRound((n) => n + 1)}>{t('table.reload')}</Button>
      </Flex>
      {bulk && selected.length > 0 && (
        <Flex gap={8} align="center">
          <Typography.Text>{t('table.selected', { n: selected.length })}</Typography.Text>
          {bulk(selected, () => setRound((n) => n + 1))}
        </Flex>
      )}
      <Table<R>
        size="middle"
        sticky
        scroll={{ x: 'max-content' }}
        rowKey={rowKey}
        loading={loading}
        columns={shown}
        dataSource={data.list}
        expandable={expandable}
        onChange={onChange}
        rowSelection={
          bulk
            ? {
                selectedRowKeys: selected.map((r) => r[rowKey] as Key),
                onChange: (_keys, rows) => setSelected(rows),
              }
            : undefined
        }
        pagination={{
          current: Number(query.page) || 1,
          pageSize: Number(query.page_size) || PAGE_SIZES[0],
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          total: data.total,
          showTotal: () => (data.total_capped ? t('table.totalCapped') : t('table.total', { n: data.total.toLocaleString() })),
        }}
      />
    </Flex>
  );
}
