// The edit form of a waybill not yet packed: recipient (picked from the address book), goods lines, channel
// (with a live estimate for the declared goods), services, insurance, note. After packing the server answers
// 42009: its message is toasted by the request layer and the page goes back to the detail.
import Taro from '@tarojs/taro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { minorToInput } from '@/lib/goods';
import { t } from '@/locales';
import { toast } from '@/services/feedback';
import * as pricingService from '@/services/pricing';
import { ApiError } from '@/services/request';
import * as waybillService from '@/services/waybill';
import { useService, useStores } from '@/stores';
import { toMinorUnits } from '@/utils/money';
import { debounce } from '@/utils/timing';
import { ApiStatus } from '@contract/api';
import type { GoodsLine } from '@contract/parcel';
import { type ChannelQuote, type GoodsCategory, type QuoteRequest } from '@contract/pricing';
import type { ServiceCode, WaybillDetail, WaybillUpdateRequest } from '@contract/waybill';
import '@/locales/areas/waybill';

/** A goods line as typed: quantity and unit value stay text until submit. */
export interface GoodsInput {
  name: string;
  category: string;
  quantity: string;
  value: string;
}

export interface RecipientView {
  id: number | null;
  name: string;
  mobile: string;
  place: string;
}

const toInput = (g: GoodsLine): GoodsInput => ({
  name: g.name,
  category: g.category,
  quantity: String(g.quantity),
  value: minorToInput(g.unit_value),
});

export const emptyLine = (): GoodsInput => ({ name: '', category: '', quantity: '1', value: '' });

/** The goods as the API takes them, or the message saying what is wrong (first problem only). */
export function readGoods(lines: GoodsInput[]): { goods: GoodsLine[]; error: '' } | { goods: null; error: string } {
  if (!lines.length) return { goods: null, error: t('waybillEdit.noGoods') };
  const goods: GoodsLine[] = [];
  for (const [i, g] of lines.entries()) {
    const line = i + 1;
    if (!g.name.trim()) return { goods: null, error: t('waybillEdit.goodsNameRequired', { line }) };
    if (!g.category) return { goods: null, error: t('waybillEdit.goodsCategoryRequired', { line }) };
    const quantity = Number(g.quantity);
    if (!/^\d+$/.test(g.quantity.trim()) || quantity < 1 || quantity > 999) {
      return { goods: null, error: t('waybillEdit.goodsQuantityInvalid', { line }) };
    }
    const unitValue = toMinorUnits(g.value);
    if (!Number.isFinite(unitValue) || unitValue > 10_000_000) return { goods: null, error: t('waybillEdit.goodsValueInvalid', { line }) };
    goods.push({ name: g.name.trim(), category: g.category, quantity, unit_value: unitValue });
  }
  return { goods, error: '' };
}

/** The weight an estimate is priced on: the customer's estimate, else the parcels' check-in weights, else 1 kg. */
export function estimateWeight(w: WaybillDetail): number {
  if (w.estimate.weight_g) return w.estimate.weight_g;
  const parcels = w.parcels.reduce((sum, p) => sum + (p.weight_g ?? 0), 0);
  return parcels > 0 ? parcels : 1000;
}

export function useWaybillEdit(id: number) {
  const { addressPicker } = useStores();
  const pricingApi = useService(pricingService);
  const waybillApi = useService(waybillService);
  const [waybill, setWaybill] = useState<WaybillDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [categories, setCategories] = useState<GoodsCategory[]>([]);
  const [recipient, setRecipient] = useState<RecipientView | null>(null);
  const [goods, setGoods] = useState<GoodsInput[]>([]);
  const [channel, setChannel] = useState('');
  const [services, setServices] = useState<ServiceCode[]>([]);
  const [insured, setInsured] = useState(false);
  const [note, setNote] = useState('');
  const [quotes, setQuotes] = useState<ChannelQuote[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!(id > 0)) return setLoading(false);
    let live = true;
    waybillApi
      .getWaybill(id)
      .then(
        (w) => {
          if (!live) return;
          setWaybill(w);
          setRecipient({
            id: null,
            name: w.recipient.name,
            mobile: w.recipient.mobile,
            place: `${w.recipient.province}${w.recipient.city}${w.recipient.district}${w.recipient.address}`,
          });
          setGoods(w.goods.map(toInput));
          setChannel(w.channel.code);
          setServices(w.services.map((s) => s.code));
          setInsured(w.insured);
          setNote(w.note);
        },
        () => {},
      )
      .finally(() => live && setLoading(false));
    pricingApi.listGoodsCategories().then(
      (answer) => live && setCategories(answer.list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [id, pricingApi, waybillApi]);

  // Back from the address book in pick mode.
  Taro.useDidShow(() => {
    const picked = addressPicker.take('recipient');
    if (picked) {
      setRecipient({
        id: picked.id,
        name: picked.name,
        mobile: picked.mobile,
        place: `${picked.province}${picked.city}${picked.district}${picked.address}`,
      });
    }
  });

  // The estimate per channel for the goods as typed (debounced; only for goods that read well).
  const requestQuote = useMemo(
    () =>
      debounce((body: QuoteRequest) => {
        pricingApi.quote(body).then(
          (answer) => setQuotes(answer.quotes),
          () => {},
        );
      }, 500),
    [pricingApi],
  );
  useEffect(() => () => requestQuote.cancel(), [requestQuote]);
  const read = readGoods(goods);
  const quoteKey =
    waybill?.actions.includes('edit') && read.goods
      ? JSON.stringify([read.goods.map((g) => [g.category, g.quantity, g.unit_value]), insured])
      : '';
  const lastKey = useRef('');
  useEffect(() => {
    if (!waybill || !read.goods || !quoteKey || quoteKey === lastKey.current) return;
    lastKey.current = quoteKey;
    const declared = read.goods.reduce((sum, g) => sum + g.quantity * g.unit_value, 0);
    requestQuote({
      weight_g: estimateWeight(waybill),
      declared_value: declared,
      category: read.goods[0].category,
      items: read.goods.map((g) => ({ category: g.category, quantity: g.quantity })),
      insured,
    });
  }, [quoteKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const setLine = (index: number, patch: Partial<GoodsInput>) =>
    setGoods((lines) => lines.map((g, i) => (i === index ? { ...g, ...patch } : g)));
  const addLine = () => setGoods((lines) => [...lines, emptyLine()]);
  const removeLine = (index: number) => setGoods((lines) => lines.filter((_, i) => i !== index));
  const toggleService = (code: ServiceCode) =>
    setServices((list) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]));

  async function submit() {
    if (!waybill || busy) return;
    const checked = readGoods(goods);
    const problem = checked.error || (!channel ? t('waybillEdit.channelRequired') : '');
    setError(problem);
    if (problem || !checked.goods) return;
    const body: WaybillUpdateRequest = { goods: checked.goods, channel_code: channel, services, insured, note: note.trim() };
    if (recipient?.id) body.address_id = recipient.id;
    setBusy(true);
    try {
      await waybillApi.updateWaybill(waybill.id, body);
      toast(t('waybillEdit.saved'));
      Taro.navigateBack();
    } catch (err) {
      // 42009: packed meanwhile. The request layer toasted the server's message; the detail shows the real state.
      if (err instanceof ApiError && err.status === ApiStatus.STATE_CONFLICT) Taro.navigateBack();
    } finally {
      setBusy(false);
    }
  }

  const editable = !!waybill && waybill.actions.includes('edit');

  return {
    waybill,
    loading,
    editable,
    categories,
    recipient,
    goods,
    setLine,
    addLine,
    removeLine,
    channel,
    setChannel,
    quotes,
    services,
    toggleService,
    insured,
    setInsured,
    note,
    setNote,
    error,
    busy,
    submit,
  };
}
