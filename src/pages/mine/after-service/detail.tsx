// After-sales details: the claim's state, amounts, the maximum and its basis, what it is judged on, the evidence
// (tap to preview), the timeline with staff messages; and what I may do now: withdraw (before review), answer
// (text and photos, when asked), appeal once after a decision.
import { Button, Skeleton, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { ClaimHead, Photos, Timeline } from '@/components/claims/ClaimParts';
import { CustomerService } from '@/components/CustomerService';
import { MissingId } from '@/components/MissingId';
import { PhotoStrip } from '@/components/PhotoStrip';
import { PrivacyPrompt } from '@/components/PrivacyPrompt';
import { usePage } from '@/hooks/usePage';
import { usePhotoUploads } from '@/hooks/usePhotoUploads';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as claimsService from '@/services/claims';
import { toast } from '@/services/feedback';
import { isNotFound } from '@/services/request';
import { useService } from '@/stores';
import { formatMoney } from '@/utils/money';
import { CLAIM_PHOTOS_MAX, CLAIM_TEXT_MAX, type ClaimDetail } from '@contract/claim';
import '@/locales/areas/claims';
import '@/locales/areas/missing';

function Reply({ claim, onDone }: { claim: ClaimDetail; onDone(next: ClaimDetail, done: string): void }) {
  const t = useT();
  const claimsApi = useService(claimsService);
  const answering = claim.actions.includes('answer');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const photos = usePhotoUploads(CLAIM_PHOTOS_MAX - claim.photos.length, (path) => claimsApi.uploadClaimPhoto(path));
  const send = async () => {
    if (busy || !message.trim()) return;
    setBusy(true);
    try {
      const next = answering
        ? await claimsApi.answerClaim(claim.id, { message: message.trim(), photos: photos.photos.map((p) => p.file) })
        : await claimsApi.appealClaim(claim.id, message.trim());
      setMessage('');
      photos.clear();
      onDone(next, answering ? 'answer' : 'appeal');
    } catch {
      // toasted by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <View className={`claims-card after-reply after-${answering ? 'answer' : 'appeal'}`}>
      <View className="claims-label">{t(answering ? 'afterService.answer' : 'afterService.appeal')}</View>
      <TextArea
        className="claims-textarea after-message"
        value={message}
        maxLength={CLAIM_TEXT_MAX}
        onChange={(v: string) => setMessage(v)}
        placeholder={t(answering ? 'afterService.answerPlaceholder' : 'afterService.appealPlaceholder')}
      />
      {answering && <PhotoStrip photos={photos} addLabel={t('claims.add.addPhoto')} className="after-answer-photos" />}
      <Button
        className="claims-submit after-send"
        type="primary"
        block
        loading={busy}
        disabled={!message.trim() || photos.uploading}
        onClick={send}
      >
        {t('afterService.send')}
      </Button>
    </View>
  );
}

export default function AfterServiceDetailPage() {
  usePage('afterService.detailTitle');
  const t = useT();
  const claimsApi = useService(claimsService);
  const id = Number(Taro.useRouter().params?.id);
  const [claim, setClaim] = useState<ClaimDetail | null>(null);
  const [notFound, setNotFound] = useState(false);
  const load = () => (id > 0 ? claimsApi.getClaim(id).then(setClaim, (err) => setNotFound(isNotFound(err))) : Promise.resolve());
  useEffect(() => {
    load();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps
  // Staff move the claim meanwhile: pulled down, it shows where it is now.
  Taro.usePullDownRefresh(() => {
    load().finally(() => Taro.stopPullDownRefresh());
  });

  if (!(id > 0) || notFound) {
    const toClaims = { label: t('missing.toClaims'), go: () => Taro.redirectTo({ url: ROUTES.afterService }) };
    return (
      <View className="after-page">
        <MissingId className="after-missing" text={t(notFound ? 'missing.noSuchClaim' : 'missing.claim')} back={toClaims} />
      </View>
    );
  }
  if (!claim)
    return (
      <View className="after-page">
        <View className="claims-loading">
          <Skeleton rows={6} animated />
        </View>
      </View>
    );
  const money = (minor: number) => formatMoney(minor, claim.currency);
  const changed = (next: ClaimDetail, done: string) => {
    setClaim(next);
    toast(t(`afterService.done.${done}`));
  };
  const withdraw = async () => {
    const { confirm } = await Taro.showModal({ content: t('afterService.withdrawConfirm') });
    if (!confirm) return;
    claimsApi.withdrawClaim(claim.id).then(
      (next) => changed(next, 'withdraw'),
      () => {},
    );
  };
  const s = claim.snapshot;
  return (
    <View className="after-page after-detail">
      <PrivacyPrompt />
      <ClaimHead claim={claim} sub={t('afterService.on', { no: claim.target_no })}>
        <View className="claims-muted after-max">
          {t('afterService.max')}: {money(claim.max.amount)} · {claim.max.basis}
        </View>
        {claim.reason_text && (
          <View className="after-reason">
            {t('afterService.reason')}: {claim.reason_text}
          </View>
        )}
      </ClaimHead>
      <View className="claims-card after-snapshot">
        <View className="claims-label">{t('afterService.snapshot')}</View>
        <View className="claims-row">
          <View>{t('afterService.declared')}</View>
          <View>{money(s.declared_value)}</View>
        </View>
        <View className="claims-row">
          <View>{t('afterService.insurance')}</View>
          <View>{s.insured ? money(s.insured_value) : t('claims.add.uninsured')}</View>
        </View>
        <View className="claims-row">
          <View>{t('afterService.freight')}</View>
          <View>{money(s.freight)}</View>
        </View>
        <View className="claims-row claims-muted">
          <View>{t('afterService.rulesVersion')}</View>
          <View>{s.rules_version}</View>
        </View>
      </View>
      <View className="claims-card after-evidence">
        <View className="claims-label">{t('afterService.description')}</View>
        <View className="claims-event-message">{claim.description}</View>
        {claim.photos.length > 0 && <View className="claims-label">{t('afterService.photos')}</View>}
        <Photos photos={claim.photos} className="after-photos" />
        {claim.proof.length > 0 && <View className="claims-label">{t('afterService.proof')}</View>}
        <Photos photos={claim.proof} className="after-proof" />
      </View>
      {(claim.actions.includes('answer') || claim.actions.includes('appeal')) && <Reply claim={claim} onDone={changed} />}
      <View className="claims-card">
        <View className="claims-label">{t('afterService.timeline')}</View>
        <Timeline events={claim.events} currency={claim.currency} />
      </View>
      <CustomerService
        className="after-service-contact"
        card={{ title: t('service.cardClaim', { no: claim.no }), path: `${ROUTES.afterServiceDetail}?id=${claim.id}` }}
      />
      {claim.actions.includes('withdraw') && (
        <Button className="after-withdraw" block onClick={withdraw}>
          {t('afterService.withdraw')}
        </Button>
      )}
    </View>
  );
}
