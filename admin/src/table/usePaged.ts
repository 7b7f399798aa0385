// A small paged list inside a detail (a record's cards, a card's ledger): its own page, not the URL's, asked again
// when the path, the query or the page changes; a failed call shows an empty list.
import { useEffect, useState } from 'react';
import { useSession } from '../session';

const PAGE = 10;

export function usePaged<T, D extends { list: T[]; total: number } = { list: T[]; total: number }>(
  path: string,
  query: Record<string, string | number> = {},
) {
  const { get } = useSession();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<D | null>(null);
  const queryKey = JSON.stringify(query);
  useEffect(() => setPage(1), [path, queryKey]);
  useEffect(() => {
    let current = true;
    get<D>(path, { ...(JSON.parse(queryKey) as Record<string, string | number>), page, page_size: PAGE }).then(
      (d) => current && setData(d),
      () => current && setData({ list: [], total: 0 } as unknown as D),
    );
    return () => {
      current = false;
    };
  }, [get, path, queryKey, page]);
  const pagination = {
    current: page,
    pageSize: PAGE,
    total: data?.total ?? 0,
    onChange: setPage,
    showSizeChanger: false,
    hideOnSinglePage: true,
  };
  const list = data?.list ?? [];
  // What a Table takes from it: <Table {...paged.table} />.
  return { data, list, table: { dataSource: list, loading: !data, pagination } };
}
