// The lists the admin forms pick from (goods categories, channels, prohibited-goods categories), both
// languages, loaded once a page opens; only the ones asked for.
import { useEffect, useState } from 'react';
import * as adminService from '@/services/admin';
import { type AdminRecord } from '@/services/admin';
import { useService, useStores } from '@/stores';
import { CHOICE_SOURCES, type ChoiceLists } from '@contract/admin-kinds';

export function useChoiceLists(wanted: (keyof ChoiceLists)[] = ['goodsCategories']): ChoiceLists {
  const { language } = useStores();
  const adminApi = useService(adminService);
  const en = language.lang === 'en';
  const [rows, setRows] = useState<Partial<Record<keyof ChoiceLists, AdminRecord[]>>>({});
  useEffect(() => {
    for (const list of wanted) {
      adminApi.listAdminRows(CHOICE_SOURCES[list].kind, { page: 1, page_size: 50 }).then(
        ({ list: found }) => setRows((now) => ({ ...now, [list]: found })),
        () => {},
      );
    }
  }, [adminApi, wanted.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const choices = (list: keyof ChoiceLists) =>
    (rows[list] ?? []).map((row) => ({ key: CHOICE_SOURCES[list].key(row), label: String(row[en ? 'name_en' : 'name_zh'] ?? row.code) }));
  return {
    goodsCategories: choices('goodsCategories'),
    channels: choices('channels'),
    embargoCategories: choices('embargoCategories'),
    depots: choices('depots'),
  };
}
