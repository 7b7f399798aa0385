// The lists a kind's form picks from (goods categories, channels, prohibited-goods categories), named in the
// language shown, loaded when a kind with such a field opens.
import { useEffect, useState } from 'react';
import { CHOICE_SOURCES, type ChoiceLists, type KindSpec } from '@contract/admin-kinds';
import { useLang } from '../i18n';
import { useSession } from '../session';
import type { PageData } from '../table/DataTable';

type Row = Record<string, unknown>;

export function useChoiceLists(spec: KindSpec): ChoiceLists {
  const { lang } = useLang();
  const { get } = useSession();
  const [rows, setRows] = useState<Partial<Record<keyof ChoiceLists, Row[]>>>({});
  const wanted = [...new Set(spec.fields.flatMap((f) => (typeof f.options === 'string' ? [f.options] : [])))];
  useEffect(() => {
    for (const list of wanted) {
      get<PageData<Row>>(`/api/admin/${CHOICE_SOURCES[list].kind}/lst`, { page: '1', page_size: '50' }).then(
        ({ list: found }) => setRows((now) => ({ ...now, [list]: found })),
        () => {},
      );
    }
  }, [get, wanted.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const choices = (list: keyof ChoiceLists) =>
    (rows[list] ?? []).map((row) => ({ key: CHOICE_SOURCES[list].key(row), label: String(row[`name_${lang}`] ?? row.code) }));
  return {
    goodsCategories: choices('goodsCategories'),
    channels: choices('channels'),
    embargoCategories: choices('embargoCategories'),
    depots: choices('depots'),
  };
}
