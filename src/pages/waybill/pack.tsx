// Pack my parcels: in-warehouse parcels (prefilled from ?ids=), a recipient from the address book, a
// channel priced for these goods and the parcels' check-in weight (re-quoted 500 ms after each change,
// the chosen channel's refusal shown next to the goods), insurance, services, the goods declaration
// (prefilled from the parcels) -> POST /api/order/pack/create -> the waybill's detail. Kept as a draft.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { GoodsLinesEditor } from '@/components/GoodsLinesEditor';
import { usePage } from '@/hooks/usePage';
import { emptyRow, lineToRow } from '@/lib/goods';
import { declaredValue } from '@/lib/goods';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as parcelService from '@/services/parcel';
import * as waybillService from '@/services/waybill';
import { useService, useStores } from '@/stores';
import type { PackDraft } from '@/stores/drafts';
import { formatMoney } from '@/utils/money';
import type { Parcel } from '@contract/parcel';
import { gramsToKg } from '@contract/units';
import { ChannelList } from './form/ChannelList';
import { channelRefusal, type Problem, quoteBody, readCommon, readyGoods } from './form/checks';
import { siteCurrency } from './form/currency';
import { ExtrasCard } from './form/ExtrasFields';
import { PartyField } from './form/PartyField';
import { PACK_ROUTE } from './form/routes';
import { useCategories } from './form/useCategories';
import { useDraftState } from './form/useDraftState';
import { useQuotes } from './form/useQuotes';
import { useSubmitState } from './form/useSubmitState';
import { createAndOpen } from './form/WaybillSubmit';
import '../../components/fields.css';
import '../tab-pages.css';
import './form/form.css';
import '@/locales/areas/sending';

export const PARCELS_PAGE_SIZE = 50;

const readIds = (value?: string): number[] => [
  ...new Set(
    (value ? decodeURIComponent(value) : '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The goods declared on the chosen parcels, in list order. */
function goodsOf(ids: number[], parcels: Parcel[], category: string) {
  const rows = parcels.filter((p) => ids.includes(p.id)).flatMap((p) => p.goods.map(lineToRow));
  return rows.length ? rows : [emptyRow(category)];
}

function PackPage() {
  usePage('pack.title');
  const t = useT();
  const { session, addressPicker } = useStores();
  const parcelApi = useService(parcelService);
  const waybillApi = useService(waybillService);
  const queryIds = readIds(Taro.useRouter().params?.ids);
  const categories = useCategories();
  const [parcels, setParcels] = useState<Parcel[] | null>(null);
  const blank = (): PackDraft => ({
    parcel_ids: queryIds,
    recipient: null,
    channel_code: '',
    goods: [],
    goods_edited: false,
    insured: false,
    insured_value: '',
    services: [],
    note: '',
  });
  const form = useDraftState('pack', blank, (draft) => !queryIds.length || sameIds(draft.parcel_ids, queryIds));
  const { setProblem, busy, running, clear, error } = useSubmitState(form.clear);
  const { state, patch, update } = form;
  const signedIn = session.signedIn;

  useEffect(() => {
    if (!signedIn) return;
    session.ensureUser();
    parcelApi
      .listParcels({ status: 'in_warehouse', page: 1, page_size: PARCELS_PAGE_SIZE })
      .then((answer) => setParcels(answer.list))
      .catch(() => setParcels([]));
  }, [parcelApi, signedIn, session]);

  // The parcels' declarations until the customer edits the goods.
  useEffect(() => {
    if (!parcels) return;
    update((now) => (now.goods_edited ? now : { ...now, goods: goodsOf(now.parcel_ids, parcels, '') }));
  }, [parcels]); // eslint-disable-line react-hooks/exhaustive-deps

  Taro.useDidShow(() => {
    const recipient = addressPicker.take('recipient');
    if (recipient) patch({ recipient });
  });

  const chosen = (parcels ?? []).filter((p) => state.parcel_ids.includes(p.id));
  const weightG = chosen.reduce((sum, p) => sum + (p.weight_g ?? 0), 0);
  const goods = readyGoods(state);
  const quotes = useQuotes(chosen.length && goods ? quoteBody(goods, weightG, state.insured) : null);
  const currency = quotes.data?.currency || chosen[0]?.currency || siteCurrency(session);
  const refusal = channelRefusal(quotes.data, state.channel_code);

  if (!signedIn) {
    return (
      <View className="pack-page">
        <EmptyState className="pack-signed-out" text={t('pack.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  }

  const toggle = (id: number) =>
    update((now) => {
      const ids = now.parcel_ids.includes(id) ? now.parcel_ids.filter((x) => x !== id) : [...now.parcel_ids, id];
      return { ...now, parcel_ids: ids, goods: now.goods_edited ? now.goods : goodsOf(ids, parcels ?? [], categories[0]?.code ?? '') };
    });

  const submit = async () => {
    if (busy) return;
    const ids = chosen.map((p) => p.id);
    const common = readCommon(state, quotes.data);
    const found: Problem | null = ids.length ? common.problem : { key: 'pack.error.parcels', line: 0 };
    setProblem(found);
    if (found || !common.fields) return;
    await running(async () => {
      const call = async () => waybillApi.createPackWaybill({ parcel_ids: ids, ...common.fields!, request_id: await form.requestId() });
      await createAndOpen(call, PACK_ROUTE, form.forget);
    });
  };

  const waiting = !chosen.length ? 'pack.waitParcels' : !goods ? 'waybillForm.waitGoods' : '';

  return (
    <View className="tab-page waybill-form pack-page">
      <View className="card pack-parcels">
        <View className="card-title">{t('pack.parcels')}</View>
        {parcels === null ? (
          <Skeleton rows={3} animated />
        ) : parcels.length === 0 ? (
          <EmptyState
            className="pack-empty"
            text={t('pack.noParcels')}
            action={t('pack.toParcels')}
            onAction={() => Taro.navigateTo({ url: ROUTES.myParcel })}
          />
        ) : (
          parcels.map((p) => (
            <View
              key={p.id}
              className={`waybill-row pack-parcel pack-parcel-${p.id}${state.parcel_ids.includes(p.id) ? ' pack-parcel--on' : ''}`}
              onClick={() => toggle(p.id)}
            >
              <View className="waybill-check" />
              <View className="pack-parcel-body">
                <View className="pack-parcel-no">{p.tracking_no}</View>
                <View className="pack-parcel-meta">
                  {[p.courier, p.weight_g !== null ? `${gramsToKg(p.weight_g)} kg` : '', p.location].filter(Boolean).join(' · ')}
                </View>
              </View>
            </View>
          ))
        )}
        {chosen.length > 0 && <View className="pack-total">{t('pack.total', { n: chosen.length, kg: gramsToKg(weightG) })}</View>}
      </View>

      <PartyField type="recipient" address={state.recipient} />

      <View className="card waybill-goods">
        <View className="card-title">{t('waybillForm.goods')}</View>
        <GoodsLinesEditor
          rows={state.goods}
          categories={categories}
          currency={currency}
          onChange={(rows) => patch({ goods: rows, goods_edited: true })}
        />
        {goods && (
          <View className="waybill-declared">{t('waybillForm.declared', { value: formatMoney(declaredValue(goods), currency) })}</View>
        )}
        {refusal && <View className="waybill-goods-refusal">{refusal}</View>}
      </View>

      <View className="card waybill-channels">
        <View className="card-title">{t('waybillForm.channel')}</View>
        <ChannelList
          data={quotes.data}
          loading={quotes.loading}
          waiting={waiting}
          selected={state.channel_code}
          onSelect={(code) => patch({ channel_code: code })}
        />
      </View>

      <ExtrasCard state={state} patch={patch} declared={goods ? declaredValue(goods) : 0} currency={currency} />

      {error && <View className="form-error waybill-error">{error}</View>}
      <View className="waybill-actions">
        <Button className="waybill-clear" block onClick={clear}>
          {t('waybillForm.clear')}
        </Button>
        <Button className="waybill-submit" type="primary" block loading={busy} onClick={submit}>
          {t('pack.submit')}
        </Button>
      </View>
    </View>
  );
}

export default observer(PackPage);
