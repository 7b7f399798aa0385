// The one search box (GET /api/staff/search): a waybill number, a tracking number, a member code or a mobile. Its
// answers drop down as they are typed; choosing one (or Enter, the first) opens it in its list.
import { App, AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffSearchHit } from '@contract/customer';
import { useT } from './i18n';
import { useSession } from './session';

/** Typing settles for this long before the server is asked. */
const SETTLE_MS = 250;

const placeOf = (hit: StaffSearchHit) =>
  hit.kind === 'waybill'
    ? `/waybills?keyword=${encodeURIComponent(hit.code)}&open=${hit.id}`
    : hit.kind === 'parcel'
      ? `/parcels?keyword=${encodeURIComponent(hit.code)}`
      : `/customers?keyword=${encodeURIComponent(hit.code)}&open=${hit.id}`;

export function SearchBox() {
  const t = useT();
  const { get } = useSession();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  // The answers and the text they answer: Enter opens a hit only for what is typed now, not a moment ago.
  const [answered, setAnswered] = useState<{ q: string; hits: StaffSearchHit[] }>({ q: '', hits: [] });
  const hits = answered.q === q.trim() ? answered.hits : [];

  useEffect(() => {
    const typed = q.trim();
    if (!typed) return;
    let current = true;
    const timer = setTimeout(() => {
      get<{ list: StaffSearchHit[] }>('/api/staff/search', { q: typed }).then(
        (found) => current && setAnswered({ q: typed, hits: found.list }),
        () => current && setAnswered({ q: typed, hits: [] }),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, get]);

  const detail = (hit: StaffSearchHit) =>
    hit.kind === 'waybill' ? t(`status.${hit.text}`) : hit.kind === 'parcel' ? t(`parcelStatus.${hit.text}`) : hit.text;
  const open = (hit: StaffSearchHit) => {
    setQ('');
    navigate(placeOf(hit));
  };
  /** Enter: the first answer for what is typed, asked now when the answer has not come yet. */
  const go = async (typed: string) => {
    if (!typed) return;
    const list =
      answered.q === typed
        ? answered.hits
        : await get<{ list: StaffSearchHit[] }>('/api/staff/search', { q: typed }).then(
            (found) => found.list,
            () => [],
          );
    if (list[0]) open(list[0]);
    else message.info(t('search.nothing', { q: typed }));
  };
  const options = (['waybill', 'parcel', 'customer'] as const)
    .map((kind) => ({ kind, list: hits.filter((h) => h.kind === kind) }))
    .filter((g) => g.list.length)
    .map((g) => ({
      label: t(`search.${g.kind}`),
      options: g.list.map((h) => ({ value: `${h.kind}:${h.id}`, label: `${h.code}  ${detail(h)}` })),
    }));

  return (
    <AutoComplete
      className="search-box"
      // The header's 64 px line height would stretch the box.
      style={{ width: 360, lineHeight: 'normal' }}
      value={q}
      options={options}
      onChange={setQ}
      onSelect={(value: string) => {
        const hit = hits.find((h) => `${h.kind}:${h.id}` === value);
        if (hit) open(hit);
      }}
    >
      <Input.Search allowClear placeholder={t('app.search')} aria-label={t('app.search')} onSearch={(value) => void go(value.trim())} />
    </AutoComplete>
  );
}
