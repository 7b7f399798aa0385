// The admin list of the staff pages (card products, coupon templates, activities): a "new" button, the rows
// (skeleton, empty state, endless scroll), and the form in place of the list while one is created or edited.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { Fragment, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { type Page, usePagedList } from '@/hooks/usePagedList';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';

interface Item {
  id: number;
  active: boolean;
}

interface Props<T extends Item> {
  /** Class names: `<name>-add`, `<plural>` and `<plural>-loading|empty` (plural: `<name>s` unless given). */
  name: string;
  plural?: string;
  load(page: number, pageSize: number): Promise<Page<T>>;
  /** Switches one row on or off; answers the saved row. */
  setActive(item: T, active: boolean): Promise<T>;
  /** Locale keys: the button (none: rows are not added here), the empty list, the toasts after switching on and off. */
  texts: { add?: string; empty: string; activated: string; deactivated: string };
  /** The form: `item` null creates; `done(saved)` after a save, `done()` to cancel. */
  form(item: T | null, done: (saved?: T) => void): JSX.Element;
  row(item: T, actions: { edit(): void; toggle(): void }): JSX.Element;
}

export function AdminList<T extends Item>({ name, plural = `${name}s`, load, setActive, texts, form, row }: Props<T>) {
  const t = useT();
  /** undefined: the list; null: a new one; a row: editing it. */
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const list = usePagedList<T>(load, []);

  const replace = (saved: T) => list.setItems((shown) => shown.map((x) => (x.id === saved.id ? saved : x)));
  const toggle = async (item: T) => {
    try {
      replace(await setActive(item, !item.active));
      toast(t(item.active ? texts.deactivated : texts.activated));
    } catch {
      // toasted
    }
  };

  if (editing !== undefined) {
    return form(editing, (saved) => {
      setEditing(undefined);
      if (!saved) return;
      if (editing) replace(saved);
      else list.refresh();
    });
  }
  return (
    <>
      {texts.add && (
        <Button className={`admin-add ${name}-add`} type="primary" block onClick={() => setEditing(null)}>
          {t(texts.add)}
        </Button>
      )}
      {list.loading ? (
        <View className={`${plural}-loading`}>
          <Skeleton rows={4} animated />
        </View>
      ) : list.items.length === 0 ? (
        <EmptyState className={`${plural}-empty`} text={t(texts.empty)} />
      ) : (
        <View className={plural}>
          {list.items.map((item) => (
            <Fragment key={item.id}>{row(item, { edit: () => setEditing(item), toggle: () => toggle(item) })}</Fragment>
          ))}
          {list.loadingMore && <View className="staff-list-foot">{t('pagedList.loading')}</View>}
        </View>
      )}
    </>
  );
}
