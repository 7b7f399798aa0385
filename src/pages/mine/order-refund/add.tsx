// Create return: which of my in-warehouse parcels go back, how (the shop's prepaid label, the warehouse buys the
// postage, or collected at a depot), the shop's return address (NZ/AU place search) and its RMA number (not for a
// pickup: the customer takes the parcels back), the deadline; the handling fee shown as it adds up.
import { Button, Input, Skeleton, TextArea } from '@nutui/nutui-react-taro';
import { Picker, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '@/components/EmptyState';
import { FormError } from '@/components/FormError';
import { Instant, useZone } from '@/components/Instant';
import { PlaceField } from '@/components/PlaceField';
import { PrivacyPrompt } from '@/components/PrivacyPrompt';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { kg } from '@/pages/waybill/format';
import { useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import { zoneToday } from '@/utils/zone-time';
import { RETURN_METHODS, RETURN_TEXT_MAX, type ReturnMethod } from '@contract/returns';
import { useReturnForm } from './useReturnForm';
import '@/components/claims/claims.css';
import '@/components/returns/returns.css';
import '@/locales/areas/address';
import '@/locales/areas/returns';

type Form = ReturnType<typeof useReturnForm>;

function Parcels({ f }: { f: Form }) {
  const t = useT();
  if (!f.returnable) return <Skeleton rows={3} animated />;
  if (!f.returnable.list.length) return <View className="claims-muted ret-no-parcels">{t('returns.add.noParcels')}</View>;
  return (
    <>
      {f.returnable.list.map((p) => (
        <View
          key={p.id}
          className={`ret-option ret-parcel ret-parcel-${p.id}${f.chosen.includes(p.id) ? ' ret-option--on' : ''}`}
          onClick={() => f.toggle(p.id)}
        >
          <View className="ret-check" />
          <View className="ret-option-main">
            <View>{p.tracking_no}</View>
            <View className="ret-option-note">{[p.courier, p.weight_g ? `${kg(p.weight_g)} kg` : ''].filter(Boolean).join(' · ')}</View>
          </View>
        </View>
      ))}
    </>
  );
}

function Methods({ f }: { f: Form }) {
  const t = useT();
  return (
    <>
      {RETURN_METHODS.map((m: ReturnMethod) => (
        <View key={m} className={`ret-option ret-method-${m}${f.method === m ? ' ret-option--on' : ''}`} onClick={() => f.setMethod(m)}>
          <View className="ret-check" />
          <View className="ret-option-main">
            <View>{t(`returns.method.${m}`)}</View>
            <View className="ret-option-note">{t(`returns.methodNote.${m}`)}</View>
          </View>
        </View>
      ))}
      {f.method === 'label' && (
        <View className="ret-field ret-label">
          <View className="ret-field-label">{t('returns.add.label')}</View>
          <Button className="ret-label-upload" size="small" loading={f.uploading} onClick={f.uploadLabel}>
            {t('returns.add.uploadLabel')}
          </Button>
          {f.label && (
            <View className="claims-muted ret-label-done">{t('returns.add.labelUploaded', { kind: f.label.kind.toUpperCase() })}</View>
          )}
        </View>
      )}
    </>
  );
}

function Field({
  name,
  label,
  value,
  onChange,
  max,
}: {
  name: string;
  label: string;
  value: string;
  onChange(v: string): void;
  max: number;
}) {
  return (
    <View className={`ret-field ret-field-${name}`}>
      <View className="ret-field-label">{label}</View>
      <Input className={`ret-field-input ret-input-${name}`} value={value} maxLength={max} placeholder={label} onChange={onChange} />
    </View>
  );
}

function Shop({ f }: { f: Form }) {
  const t = useT();
  const set = (key: keyof Form['shop']) => (v: string) => f.setShop({ ...f.shop, [key]: v });
  return (
    <>
      <Field name="shop" label={t('returns.add.shopName')} value={f.shop.name} onChange={set('name')} max={80} />
      <Field name="phone" label={t('returns.add.phone')} value={f.shop.phone} onChange={set('phone')} max={30} />
      <View className="ret-field ret-field-country">
        <View className="ret-field-label">{t('returns.add.country')}</View>
        <View className="ret-countries">
          {(['NZ', 'AU'] as const).map((c) => (
            <View
              key={c}
              className={`ret-country ret-country-${c}${f.country === c ? ' ret-country--on' : ''}`}
              onClick={() => {
                f.setCountry(c);
                f.setPlace(null);
              }}
            >
              {t(`addressForm.countryName.${c}`)}
            </View>
          ))}
        </View>
      </View>
      <PlaceField country={f.country} value={f.place} onPick={f.setPlace} />
      <Field name="street" label={t('returns.add.street')} value={f.shop.street} onChange={set('street')} max={120} />
    </>
  );
}

function Fee({ f }: { f: Form }) {
  const t = useT();
  if (!f.returnable) return null;
  const money = (minor: number) => formatMoney(minor, f.returnable!.currency);
  const n = f.chosen.length;
  return (
    <View className="ret-fee">
      {t('returns.add.fee', { fee: money(f.returnable.handling_fee), n, total: money(f.returnable.handling_fee * n) })}
      {f.method === 'postage' && <View className="claims-muted">{t('returns.add.feePostage')}</View>}
    </View>
  );
}

function CreateReturnPage() {
  usePage('returns.addTitle');
  const t = useT();
  const { session } = useStores();
  const f = useReturnForm();
  const zone = useZone();
  if (!session.signedIn)
    return (
      <View className="ret-page">
        <EmptyState className="ret-signed-out" text={t('returns.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  return (
    <View className="ret-page ret-add">
      <PrivacyPrompt />
      <View className="claims-card">
        <View className="claims-label">{t('returns.add.pickParcels')}</View>
        <Parcels f={f} />
      </View>
      <View className="claims-card">
        <View className="claims-label">{t('returns.add.method')}</View>
        <Methods f={f} />
      </View>
      <View className="claims-card">
        {!f.pickup && (
          <>
            <View className="claims-label">{t('returns.add.shop')}</View>
            <Shop f={f} />
            <Field name="ra" label={t('returns.add.ra')} value={f.ra} onChange={f.setRa} max={40} />
          </>
        )}
        <Picker mode="date" value={f.deadline} start={zoneToday(zone)} onChange={(e) => f.setDeadline(String(e.detail.value))}>
          <View className="ret-field ret-field-deadline">
            <View className="ret-field-label">{t('returns.add.deadline')}</View>
            <View className="ret-deadline">{f.deadline ? <Instant value={f.deadline} /> : t('returns.add.pickDate')}</View>
          </View>
        </Picker>
        <TextArea
          className="claims-textarea ret-note"
          value={f.note}
          maxLength={RETURN_TEXT_MAX}
          placeholder={t('returns.add.note')}
          onChange={(v: string) => f.setNote(v)}
        />
      </View>
      <Fee f={f} />
      {f.error && <FormError className="ret-error" text={f.error} />}
      <Button
        className="claims-submit ret-submit"
        type="primary"
        block
        loading={f.busy}
        disabled={f.busy || f.uploading}
        onClick={f.submit}
      >
        {t('returns.add.submit')}
      </Button>
    </View>
  );
}

export default observer(CreateReturnPage);
