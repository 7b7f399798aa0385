// A row's detail in a drawer beside its list: read when its id opens, and its moves (POST `${base}/${move}/${id}`,
// answered with the detail as it is now) said done or refused in the server's words, the list told to read again.
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../i18n';
import { useSession } from '../session';

export interface Detail<D> {
  detail: D | null;
  /** The move under way ('' when none). */
  busy: string;
  /** Resolves whether the server took it (a form asking for its text stays open when it did not). */
  move(name: string, body?: object): Promise<boolean>;
}

/** `base`: the staff routes of the kind, e.g. /api/staff/claim (GET detail/{id}, POST {move}/{id}). */
export function useDetail<D>(base: string, id: number | null, onChanged: () => void): Detail<D> {
  const t = useT();
  const { get, post } = useSession();
  const { message } = App.useApp();
  const [detail, setDetail] = useState<D | null>(null);
  const [busy, setBusy] = useState('');
  const fail = useCallback((err: Error) => message.error(err.message || t('error.network')), [message, t]);

  useEffect(() => {
    setDetail(null);
    if (id) get<D>(`${base}/detail/${id}`).then(setDetail, fail);
  }, [base, id, get, fail]);

  const move = async (name: string, body?: object) => {
    setBusy(name);
    try {
      setDetail(await post<D>(`${base}/${name}/${id}`, body));
      message.success(t('detail.done'));
      onChanged();
      return true;
    } catch (err) {
      fail(err as Error);
      return false;
    } finally {
      setBusy('');
    }
  };
  return { detail, busy, move };
}
