// File a claim on a waybill (?waybill_id=) or a declared parcel (?parcel_id=); ?type= preselects the kind (a waybill
// marked lost or damaged opens here prefilled). Each kind shows whether it is offered now (the reason when not)
// and the most it can be paid by the packing claim rules; evidence photos (up to 9) and proof of value are private
// uploads. On success the result page says what happens next.
import { Button, Input, Skeleton, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { PhotoStrip } from '@/components/PhotoStrip';
import { PrivacyPrompt } from '@/components/PrivacyPrompt';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { usePage } from '@/hooks/usePage';
import { usePhotoUploads } from '@/hooks/usePhotoUploads';
import { useSubscribe } from '@/hooks/useSubscribe';
import { showResult } from '@/lib/result';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as claimsService from '@/services/claims';
import { type ClaimTargetRef } from '@/services/claims';
import { useService } from '@/stores';
import { currencySymbol, formatMoney, toMinorUnits } from '@/utils/money';
import {
  CLAIM_PHOTOS_MAX,
  CLAIM_PROOF_MAX,
  CLAIM_TEXT_MAX,
  type ClaimOption,
  type ClaimOptionsData,
  type ClaimType,
} from '@contract/claim';
import '@/components/claims/claims.css';
import '@/locales/areas/claims';

const CLAIM_EVENTS = ['claim.need_info', 'claim.decided', 'claim.paid'] as const;

function targetOf(params: Record<string, string | undefined>): ClaimTargetRef | null {
  if (Number(params.waybill_id) > 0) return { waybill_id: Number(params.waybill_id) };
  if (Number(params.parcel_id) > 0) return { parcel_id: Number(params.parcel_id) };
  return null;
}

function TypeChoice({ option, chosen, currency, onChoose }: { option: ClaimOption; chosen: boolean; currency: string; onChoose(): void }) {
  const t = useT();
  const max = option.max;
  return (
    <View
      className={`claims-type claims-type-${option.type}${chosen ? ' claims-type--chosen' : ''}${option.offered ? '' : ' claims-type--off'}`}
      onClick={() => option.offered && onChoose()}
    >
      <View>{t(`claims.type.${option.type}`)}</View>
      {option.offered && max && (
        <View className="claims-max">
          {t(max.kind === 'coupon' ? 'claims.add.maxCoupon' : 'claims.add.max', { amount: formatMoney(max.amount, currency) })} ·{' '}
          {max.basis}
        </View>
      )}
      {!option.offered && <View className="claims-type-reason instant">{option.reason}</View>}
    </View>
  );
}

export default function ClaimAddPage() {
  usePage('claims.add.title');
  const t = useT();
  const claimsApi = useService(claimsService);
  const params = Taro.useRouter().params ?? {};
  const target = targetOf(params);
  const [data, setData] = useState<ClaimOptionsData | null>(null);
  const [type, setType] = useState<ClaimType | ''>('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const photos = usePhotoUploads(CLAIM_PHOTOS_MAX, (path) => claimsApi.uploadClaimPhoto(path));
  const proof = usePhotoUploads(CLAIM_PROOF_MAX, (path) => claimsApi.uploadClaimPhoto(path));
  const form = useFormSubmit();
  const askSubscribe = useSubscribe(CLAIM_EVENTS);

  useEffect(() => {
    if (!target) return;
    claimsApi.getClaimOptions(target).then(
      (answer) => {
        setData(answer);
        const wanted = answer.options.find((o) => o.type === params.type && o.offered);
        if (wanted) setType(wanted.type);
      },
      () => {},
    );
  }, [params.waybill_id, params.parcel_id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!target || !data)
    return (
      <View className="claims-page">
        <View className="claims-loading">
          <Skeleton rows={6} animated />
        </View>
      </View>
    );
  const { snapshot } = data;
  const money = (minor: number) => formatMoney(minor, snapshot.currency);
  const chosen = data.options.find((o) => o.type === type);
  const max = chosen?.max ?? null;
  const cash = max?.kind === 'wallet';

  const problem = () => {
    if (!chosen) return 'claims.add.error.type';
    if (!description.trim()) return 'claims.add.error.description';
    // Paid in money: the amount asked is required (staff judge it; blank once read NZ$0.00 beside the payment).
    const minor = toMinorUnits(amount);
    if (cash && !amount.trim()) return 'claims.add.error.amountRequired';
    if (cash && (Number.isNaN(minor) || minor < 1 || minor > max!.amount)) return 'claims.add.error.amount';
    return '';
  };
  const send = () =>
    form.submit(
      problem(),
      () =>
        claimsApi.createClaim({
          type: type as ClaimType,
          ...target,
          description: description.trim(),
          photos: photos.photos.map((p) => p.file),
          amount: cash ? toMinorUnits(amount) : 0,
          proof: proof.photos.map((p) => p.file),
        }),
      (claim) =>
        showResult({
          status: 'success',
          title: 'result.claim.title',
          text: 'result.claim.text',
          values: { no: claim.no },
          primary: { label: 'result.claim.view', url: `${ROUTES.afterServiceDetail}?id=${claim.id}` },
          secondary: { label: 'result.claim.list', url: ROUTES.afterService },
        }),
    );
  const submit = () => {
    askSubscribe(); // first, inside the tap: WeChat shows its sheet only there
    send();
  };

  return (
    <View className="claims-page claims-add-page">
      <PrivacyPrompt />
      <View className="claims-card claims-add-target">
        <View className="claims-label">{t('claims.add.on')}</View>
        <View className="claims-target-no">{t(`claims.${data.target.kind}`, { no: data.target.no })}</View>
        <View className="claims-muted claims-snapshot">
          {t('claims.add.snapshot', {
            declared: money(snapshot.declared_value),
            freight: money(snapshot.freight),
            insurance: snapshot.insured ? t('claims.add.insured', { value: money(snapshot.insured_value) }) : t('claims.add.uninsured'),
          })}
        </View>
      </View>
      <View className="claims-card">
        <View className="claims-label">{t('claims.add.type')}</View>
        {data.options.map((o) => (
          <TypeChoice key={o.type} option={o} chosen={o.type === type} currency={snapshot.currency} onChoose={() => setType(o.type)} />
        ))}
      </View>
      <View className="claims-card">
        <View className="claims-label">{t('claims.add.description')}</View>
        <TextArea
          className="claims-textarea claims-description"
          value={description}
          maxLength={CLAIM_TEXT_MAX}
          placeholder={t('claims.add.descriptionPlaceholder')}
          onChange={(v: string) => setDescription(v)}
        />
        <View className="claims-label">{t('claims.add.photos', { n: CLAIM_PHOTOS_MAX })}</View>
        <PhotoStrip photos={photos} addLabel={t('claims.add.addPhoto')} className="claims-photo-strip" />
        {cash && (
          <>
            <View className="claims-label">{t('claims.add.amount', { symbol: currencySymbol(snapshot.currency) })}</View>
            <Input
              className="claims-input claims-amount-input"
              type="digit"
              value={amount}
              placeholder={t('claims.add.amountPlaceholder', { max: money(max!.amount) })}
              onChange={(v: string) => setAmount(v)}
            />
          </>
        )}
        <View className="claims-label">{t('claims.add.proof', { n: CLAIM_PROOF_MAX })}</View>
        <PhotoStrip photos={proof} addLabel={t('claims.add.addPhoto')} className="claims-proof-strip" />
        {form.error && <View className="claims-problem">{form.error}</View>}
        <Button
          className="claims-submit"
          type="primary"
          block
          loading={form.busy}
          disabled={photos.uploading || proof.uploading}
          onClick={submit}
        >
          {t(form.busy ? 'claims.add.submitting' : 'claims.add.submit')}
        </Button>
      </View>
    </View>
  );
}
