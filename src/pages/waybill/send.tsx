// Direct send: a sender and a recipient from the address book, the goods, the estimated weight and size,
// a channel priced for them (re-quoted 500 ms after each change), insurance, services and the depot the
// customer brings the parcel to -> POST /api/order/send/create -> the waybill's detail. Kept as a draft.
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { GoodsLinesEditor } from '@/components/GoodsLinesEditor';
import { InLanguage } from '@/components/InLanguage';
import { usePage } from '@/hooks/usePage';
import { checkGoodsRows, declaredValue, emptyRow } from '@/lib/goods';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import * as contentService from '@/services/content';
import * as waybillService from '@/services/waybill';
import { useService, useStores } from '@/stores';
import type { SendDraft } from '@/stores/drafts';
import { formatMoney } from '@/utils/money';
import type { WarehousePlace } from '@contract/content';
import { ChannelList } from './form/ChannelList';
import { channelRefusal, type Problem, quoteBody, readCommon, readyGoods } from './form/checks';
import { siteCurrency } from './form/currency';
import { ExtrasCard } from './form/ExtrasFields';
import { readMeasures } from './form/measure';
import { PartyField } from './form/PartyField';
import { SEND_ROUTE } from './form/routes';
import { useCategories } from './form/useCategories';
import { useDraftState } from './form/useDraftState';
import { useQuotes } from './form/useQuotes';
import { useSubmitState } from './form/useSubmitState';
import { createAndOpen } from './form/WaybillSubmit';
import '../../components/fields.css';
import '../tab-pages.css';
import './form/form.css';
import '@/locales/areas/sending';

const blank = (): SendDraft => ({
  sender: null,
  recipient: null,
  channel_code: '',
  goods: [emptyRow()],
  goods_edited: false,
  insured: false,
  insured_value: '',
  services: [],
  note: '',
  depot_id: null,
  weight: '',
  length: '',
  width: '',
  height: '',
});

function SendPage() {
  usePage('send.title');
  const t = useT();
  const { session, addressPicker } = useStores();
  const contentApi = useService(contentService);
  const waybillApi = useService(waybillService);
  const categories = useCategories();
  const [depots, setDepots] = useState<WarehousePlace[] | null>(null);
  const form = useDraftState('send', blank);
  const { setProblem, busy, running, clear, error } = useSubmitState(form.clear);
  const { state, patch } = form;
  const signedIn = session.signedIn;

  useEffect(() => {
    if (!signedIn) return;
    session.ensureUser();
    contentApi
      .getWarehouses()
      .then((answer) => setDepots(answer.depots))
      .catch(() => setDepots([]));
  }, [contentApi, signedIn, session]);

  Taro.useDidShow(() => {
    const recipient = addressPicker.take('recipient');
    if (recipient) patch({ recipient });
    const sender = addressPicker.take('sender');
    if (sender) patch({ sender });
  });

  const goods = readyGoods(state);
  const { measures } = readMeasures(state);
  const quotes = useQuotes(
    goods && measures
      ? quoteBody(
          goods,
          measures.est_weight_g,
          state.insured,
          measures.est_length_mm
            ? { length_mm: measures.est_length_mm, width_mm: measures.est_width_mm, height_mm: measures.est_height_mm }
            : {},
        )
      : null,
  );
  const currency = quotes.data?.currency || siteCurrency(session);
  const refusal = channelRefusal(quotes.data, state.channel_code);

  if (!signedIn) {
    return (
      <View className="send-page">
        <EmptyState className="send-signed-out" text={t('send.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  }

  const submit = async () => {
    if (busy) return;
    const common = readCommon(state, quotes.data);
    const measured = readMeasures(state);
    const at = (key: string): Problem => ({ key, line: 0 });
    // In the order the customer fills the form (the channel needs the goods and the weight first).
    const found: Problem | null =
      (!state.sender ? at('send.error.sender') : null) ??
      (!state.recipient ? at('waybillForm.error.recipient') : null) ??
      checkGoodsRows(state.goods) ??
      (measured.problem ? at(measured.problem) : null) ??
      common.problem ??
      (!state.depot_id ? at('send.error.depot') : null);
    setProblem(found);
    if (found || !common.fields || !measured.measures || !state.sender || !state.depot_id) return;
    const body = { sender_address_id: state.sender.id, depot_id: state.depot_id, ...common.fields, ...measured.measures };
    await running(async () => {
      await createAndOpen(
        async () => waybillApi.createSendWaybill({ ...body, request_id: await form.requestId() }),
        SEND_ROUTE,
        form.forget,
      );
    });
  };

  const waiting = !goods ? 'waybillForm.waitGoods' : !measures ? 'send.waitWeight' : '';
  const set = (key: 'weight' | 'length' | 'width' | 'height') => (value: string) => patch({ [key]: value } as Partial<SendDraft>);

  return (
    <View className="tab-page waybill-form send-page">
      <PartyField type="sender" address={state.sender} />
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

      <View className="card send-measures">
        <View className="card-title">{t('send.measures')}</View>
        <View className="waybill-row send-weight">
          <View className="waybill-row-label">{t('send.weight')}</View>
          <Input type="digit" value={state.weight} onChange={set('weight')} placeholder="0.0" maxLength={8} />
          <View className="waybill-unit">kg</View>
        </View>
        <View className="waybill-row send-size">
          <View className="waybill-row-label">{t('send.size')}</View>
          <View className="send-length">
            <Input type="digit" value={state.length} onChange={set('length')} placeholder={t('send.length')} maxLength={6} />
          </View>
          <View className="waybill-unit">×</View>
          <View className="send-width">
            <Input type="digit" value={state.width} onChange={set('width')} placeholder={t('send.width')} maxLength={6} />
          </View>
          <View className="waybill-unit">×</View>
          <View className="send-height">
            <Input type="digit" value={state.height} onChange={set('height')} placeholder={t('send.height')} maxLength={6} />
          </View>
          <View className="waybill-unit">cm</View>
        </View>
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

      <View className="card send-depots">
        <View className="card-title">{t('send.depot')}</View>
        {depots === null ? (
          <Skeleton rows={2} animated />
        ) : depots.length === 0 ? (
          <View className="send-no-depot">{t('send.noDepot')}</View>
        ) : (
          depots.map((d) => (
            <View
              key={d.id}
              className={`waybill-row send-depot send-depot-${d.id}${state.depot_id === d.id ? ' send-depot--on' : ''}`}
              onClick={() => patch({ depot_id: d.id })}
            >
              <View className="channel-radio" />
              <View className="send-depot-body">
                <View className="send-depot-name">{d.name}</View>
                <InLanguage block lang="en" className="send-depot-address">
                  {[...d.address_lines, d.suburb, d.city, d.postcode].filter(Boolean).join(', ')}
                </InLanguage>
              </View>
            </View>
          ))
        )}
      </View>

      {error && <View className="form-error waybill-error">{error}</View>}
      <View className="waybill-actions">
        <Button className="waybill-clear" block onClick={clear}>
          {t('waybillForm.clear')}
        </Button>
        <Button className="waybill-submit" type="primary" block loading={busy} onClick={submit}>
          {t('send.submit')}
        </Button>
      </View>
    </View>
  );
}

export default observer(SendPage);
