// Declare an inbound parcel (or edit one while it is only declared): courier, tracking number, goods, note.
// Checked here before any call; POST /api/parcel/create or /api/parcel/update/{id}. A declaration carries a
// request id: a retry of the unchanged form (a timeout, a double tap) sends it again and the server answers
// the parcel it declared first; a change to the form or a success makes the next one new.
import { Button, Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useRef, useState } from 'react';
import { GoodsLinesEditor } from '@/components/GoodsLinesEditor';
import { useSubscribe } from '@/hooks/useSubscribe';
import { randomId } from '@/lib/device-id';
import { checkGoodsRows, emptyRow, type GoodsProblem, lineToRow, rowsToGoods } from '@/lib/goods';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as parcelService from '@/services/parcel';
import { useService } from '@/stores';
import type { GoodsRow } from '@/stores/drafts';
import { COURIERS, normaliseTrackingNo, type Parcel, type ParcelInput, TRACKING_NO_PATTERN } from '@contract/parcel';
import type { GoodsCategory } from '@contract/pricing';

/** What a declared parcel will tell its owner about (asked for when declaring). */
const PARCEL_EVENTS = ['parcel.checked_in', 'parcel.storage_reminder'] as const;

const OTHER = 'other';
export const NOTE_MAX = 200;

interface FormState {
  courier: string;
  courierOther: string;
  trackingNo: string;
  goods: GoodsRow[];
  note: string;
}

function initial(parcel: Parcel | null, category: string): FormState {
  if (!parcel) return { courier: '', courierOther: '', trackingNo: '', goods: [emptyRow(category)], note: '' };
  const known = (COURIERS as readonly string[]).includes(parcel.courier);
  return {
    courier: known ? parcel.courier : parcel.courier ? OTHER : '',
    courierOther: known ? '' : parcel.courier,
    trackingNo: parcel.tracking_no,
    goods: parcel.goods.length ? parcel.goods.map(lineToRow) : [emptyRow(category)],
    note: parcel.note,
  };
}

/** The request body, or what is wrong (message key, and the goods line it is about). */
export function readParcelForm(s: FormState): { body: ParcelInput | null; problem: GoodsProblem | null } {
  const fail = (key: string, line = 0) => ({ body: null, problem: { key, line } });
  const courier = s.courier === OTHER ? s.courierOther.trim() : s.courier;
  if (!s.courier) return fail('parcel.error.courier');
  if (!courier) return fail('parcel.error.courierOther');
  const trackingNo = normaliseTrackingNo(s.trackingNo);
  if (!trackingNo) return fail('parcel.error.trackingRequired');
  if (!TRACKING_NO_PATTERN.test(trackingNo)) return fail('parcel.error.tracking');
  const goodsProblem = checkGoodsRows(s.goods);
  if (goodsProblem) return { body: null, problem: goodsProblem };
  return { body: { courier, tracking_no: trackingNo, goods: rowsToGoods(s.goods), note: s.note.trim() }, problem: null };
}

interface Props {
  parcel: Parcel | null;
  categories: GoodsCategory[];
  currency: string;
  onDone(): void;
  onCancel(): void;
}

export function ParcelForm({ parcel, categories, currency, onDone, onCancel }: Props) {
  const t = useT();
  const parcelApi = useService(parcelService);
  const [state, setState] = useState<FormState>(() => initial(parcel, categories[0]?.code ?? ''));
  const [problem, setProblem] = useState<GoodsProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const request = useRef<{ id: string; form: FormState } | null>(null);
  const set =
    <K extends keyof FormState>(key: K) =>
    (value: FormState[K]) =>
      setState((now) => ({ ...now, [key]: value }));
  // A shown problem goes once its field is fixed: choosing the courier clears "choose a courier".
  const current = readParcelForm(state).problem;
  useEffect(
    () => setProblem((shown) => (shown && (shown.key !== current?.key || shown.line !== current?.line) ? null : shown)),
    [current?.key, current?.line],
  );

  const askSubscribe = useSubscribe(PARCEL_EVENTS);

  const submit = async () => {
    askSubscribe(); // first, inside the tap: WeChat shows its sheet only there
    if (busy) return;
    const { body, problem: found } = readParcelForm(state);
    setProblem(found);
    if (!body) return;
    setBusy(true);
    try {
      if (parcel) await parcelApi.updateParcel(parcel.id, body);
      else {
        if (request.current?.form !== state) request.current = { id: await randomId(), form: state };
        await parcelApi.createParcel({ ...body, request_id: request.current.id });
        request.current = null;
      }
      toast(t(parcel ? 'parcel.updated' : 'parcel.declared'));
      onDone();
    } catch {
      // the request layer showed the server's message (a duplicate number, 42009 once it has arrived)
    } finally {
      setBusy(false);
    }
  };

  const error = problem ? t(problem.key, { n: problem.line }) : '';

  return (
    <View className={`card parcel-form${parcel ? ' parcel-form--edit' : ''}`}>
      <View className="card-title parcel-form-title">{t(parcel ? 'parcel.editTitle' : 'parcel.declareTitle')}</View>
      <View className="parcel-form-label">{t('parcel.courier')}</View>
      <View className="parcel-couriers">
        {[...COURIERS, OTHER].map((c) => (
          <View
            key={c}
            className={`parcel-courier-chip parcel-courier-${c.replace(/\s+/g, '-').toLowerCase()}${state.courier === c ? ' parcel-courier-chip--active' : ''}`}
            onClick={() => set('courier')(c)}
          >
            {c === OTHER ? t('parcel.courierOther') : c}
          </View>
        ))}
      </View>
      {state.courier === OTHER && (
        <View className="parcel-form-row parcel-courier-input">
          <Input value={state.courierOther} onChange={set('courierOther')} placeholder={t('parcel.courierPlaceholder')} maxLength={40} />
        </View>
      )}
      <View className="parcel-form-label">{t('parcel.trackingNo')}</View>
      <View className="parcel-form-row parcel-tracking-input">
        <Input value={state.trackingNo} onChange={set('trackingNo')} placeholder={t('parcel.trackingPlaceholder')} maxLength={60} />
      </View>
      <View className="parcel-form-label">{t('parcel.goods')}</View>
      <GoodsLinesEditor rows={state.goods} categories={categories} currency={currency} onChange={set('goods')} />
      <View className="parcel-form-label">{t('parcel.note')}</View>
      <View className="parcel-form-row parcel-note-input">
        <Input value={state.note} onChange={set('note')} placeholder={t('parcel.notePlaceholder')} maxLength={NOTE_MAX} />
      </View>
      {error && <View className="form-error parcel-form-error">{error}</View>}
      <View className="parcel-form-actions">
        <Button className="parcel-form-cancel" block onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button className="parcel-form-submit" type="primary" block loading={busy} onClick={submit}>
          {t(parcel ? 'common.save' : 'parcel.declareSubmit')}
        </Button>
      </View>
    </View>
  );
}
