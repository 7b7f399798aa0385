// The claims workbench: a claim beside the warehouse's own evidence for its waybill (weights, size, packing and
// check-in photos, declared goods, the track), the maximum and the suggested amount, and the decisions: start the
// review, ask the customer, approve (full or partial, with a reason code) or reject, pay, close, the carrier claim
// reference. Above the site's amount an approval waits for a second staff member. The log says who did what, when.
import { Button, Input, Skeleton, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { ClaimHead, Photos, Timeline } from '@/components/claims/ClaimParts';
import { Instant } from '@/components/Instant';
import { usePage } from '@/hooks/usePage';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import * as claimsService from '@/services/claims';
import { toast } from '@/services/feedback';
import { useService } from '@/stores';
import { currencySymbol, formatMoney, toMinorUnits } from '@/utils/money';
import { CLAIM_REASON_CODES, CLAIM_TEXT_MAX, type ClaimReasonCode, type StaffClaimDetail } from '@contract/claim';
import { gramsToKg } from '@contract/units';
import { StaffGate } from './StaffGate';
import '@/locales/areas/cards';
import '@/locales/areas/claims';
import '@/locales/areas/staff';

type Act = (c: StaffClaimDetail) => Promise<StaffClaimDetail>;

function Evidence({ claim }: { claim: StaffClaimDetail }) {
  const t = useT();
  const e = claim.evidence;
  const money = (minor: number) => formatMoney(minor, claim.currency);
  return (
    <View className="staff-card staff-claim-evidence">
      <View className="staff-card-title">{t('staffClaims.evidence')}</View>
      {e.weight_g !== null && <View className="staff-claim-weight">{t('staffClaims.weight', { kg: gramsToKg(e.weight_g) })}</View>}
      {e.length_mm !== null && <View>{t('staffClaims.size', { l: e.length_mm, w: e.width_mm, h: e.height_mm })}</View>}
      {e.packing_photos.length > 0 && <View className="staff-muted">{t('staffClaims.packing')}</View>}
      <Photos photos={e.packing_photos} className="staff-claim-packing" />
      {e.parcels.map((p) => (
        <View key={p.id}>
          <View className="staff-muted">
            {t('staffClaims.parcelPhotos', { no: p.tracking_no })}
            {p.weight_g ? ` · ${gramsToKg(p.weight_g)} kg` : ''}
          </View>
          <Photos photos={p.photos} />
        </View>
      ))}
      <View className="staff-muted">{t('staffClaims.goods')}</View>
      {e.goods.map((g, i) => (
        <View key={i}>{t('staffClaims.goodsLine', { name: g.name, qty: g.quantity, value: money(g.unit_value) })}</View>
      ))}
      {e.track.length > 0 && <View className="staff-muted">{t('staffClaims.track')}</View>}
      {e.track.map((x, i) => (
        <View key={i} className="staff-claim-track">
          <Instant at={x.at} /> {x.place} {x.text}
        </View>
      ))}
    </View>
  );
}

function Decide({ claim, act }: { claim: StaffClaimDetail; act(run: Act): void }) {
  const t = useT();
  const claimsApi = useService(claimsService);
  const [amount, setAmount] = useState((claim.suggested / 100).toFixed(2));
  const [reason, setReason] = useState<ClaimReasonCode>('full_value');
  const [message, setMessage] = useState('');
  const cash = claim.compensation === 'wallet';
  const minor = toMinorUnits(amount);
  // Less than was asked is not "paid in full" (the server refuses it too): that reason is not offered then.
  const partly = cash && !(minor >= claim.amount);
  const reasons = partly ? CLAIM_REASON_CODES.filter((code) => code !== 'full_value') : CLAIM_REASON_CODES;
  const reasonNow = partly && reason === 'full_value' ? (claim.suggested < claim.amount ? 'within_cap' : 'partial_items') : reason;
  const decide = (outcome: 'approve' | 'reject') => {
    if (outcome === 'approve' && cash && (Number.isNaN(minor) || minor < 1 || minor > claim.max.amount)) {
      toast(t('staffClaims.error.amount', { max: formatMoney(claim.max.amount, claim.currency) }));
      return;
    }
    act((c) =>
      claimsApi.staffDecideClaim(c.id, {
        outcome,
        reason_code: reasonNow,
        message: message.trim(),
        ...(outcome === 'approve' && cash ? { amount: minor } : {}),
      }),
    );
  };
  return (
    <View className="staff-card staff-claim-decide">
      {claim.proposed && (
        <View className="staff-badge staff-claim-proposed">
          {t('staffClaims.proposed', { name: claim.proposed.by_name, amount: formatMoney(claim.proposed.amount, claim.currency) })}
        </View>
      )}
      {cash && (
        <>
          <View className="staff-muted">{t('staffClaims.amount', { symbol: currencySymbol(claim.currency) })}</View>
          <Input className="staff-claim-amount" type="digit" value={amount} onChange={(v: string) => setAmount(v)} />
          <View className="staff-muted">{t('staffClaims.dual', { amount: formatMoney(claim.dual_approval_above, claim.currency) })}</View>
        </>
      )}
      <View className="staff-muted">{t('staffClaims.reasonCode')}</View>
      <View className="staff-tabs staff-claim-reasons" {...tabList(t('staffClaims.reasonCode'))}>
        {reasons.map((code) => (
          <View
            key={code}
            className={`staff-tab staff-claim-reason-${code}${code === reasonNow ? ' staff-tab--active' : ''}`}
            {...tabItem(code === reasonNow, () => setReason(code))}
          >
            {t(`staffClaims.reasons.${code}`)}
          </View>
        ))}
      </View>
      <TextArea
        className="staff-claim-message"
        value={message}
        maxLength={CLAIM_TEXT_MAX}
        placeholder={t('staffClaims.message')}
        onChange={(v: string) => setMessage(v)}
      />
      <View className="staff-row">
        <Button className="staff-claim-approve" type="primary" onClick={() => decide('approve')}>
          {t('staffClaims.approve')}
        </Button>
        <Button className="staff-claim-reject" onClick={() => decide('reject')}>
          {t('staffClaims.reject')}
        </Button>
      </View>
    </View>
  );
}

function Workbench() {
  const t = useT();
  const claimsApi = useService(claimsService);
  const id = Number(Taro.useRouter().params?.id);
  const [claim, setClaim] = useState<StaffClaimDetail | null>(null);
  const [ask, setAsk] = useState('');
  const [ref, setRef] = useState('');
  const [busy, setBusy] = useState(false);
  const load = () =>
    claimsApi.staffGetClaim(id).then(
      (c) => {
        setClaim(c);
        setRef(c.carrier_ref);
      },
      () => {},
    );
  useEffect(() => {
    if (id > 0) load();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!claim) return <Skeleton rows={8} animated />;

  const act = async (run: Act) => {
    if (busy) return;
    setBusy(true);
    try {
      setClaim(await run(claim));
      setAsk('');
    } catch {
      load(); // toasted; show the claim as it is now
    } finally {
      setBusy(false);
    }
  };
  const has = (a: StaffClaimDetail['actions'][number]) => claim.actions.includes(a);
  const money = (minor: number) => formatMoney(minor, claim.currency);
  return (
    <View className="staff-claim">
      <ClaimHead
        claim={claim}
        sub={[t('staffClaims.member', { code: claim.member_code }), claim.customer_deleted && t('staff.customerDeleted'), claim.target_no]
          .filter(Boolean)
          .join(' · ')}
      >
        <View className="staff-claim-max">{t('staffClaims.max', { amount: money(claim.max.amount), basis: claim.max.basis })}</View>
        <View className="staff-claim-suggested">{t('staffClaims.suggested', { amount: money(claim.suggested) })}</View>
      </ClaimHead>
      <View className="staff-card staff-claim-customer">
        <View className="staff-card-title">{t('staffClaims.customer')}</View>
        <View className="claims-event-message">{claim.description}</View>
        <Photos photos={claim.photos} className="staff-claim-photos" />
        {claim.proof.length > 0 && <View className="staff-muted">{t('afterService.proof')}</View>}
        <Photos photos={claim.proof} />
      </View>
      <Evidence claim={claim} />
      {has('review') && (
        <Button
          className="staff-claim-review"
          type="primary"
          block
          loading={busy}
          onClick={() => act((c) => claimsApi.staffReviewClaim(c.id))}
        >
          {t('staffClaims.review')}
        </Button>
      )}
      {has('ask') && (
        <View className="staff-card staff-claim-ask">
          <TextArea
            className="staff-claim-ask-text"
            value={ask}
            maxLength={CLAIM_TEXT_MAX}
            placeholder={t('staffClaims.askPlaceholder')}
            onChange={(v: string) => setAsk(v)}
          />
          <Button
            className="staff-claim-ask-send"
            block
            disabled={!ask.trim()}
            onClick={() => act((c) => claimsApi.staffAskClaim(c.id, ask.trim()))}
          >
            {t('staffClaims.ask')}
          </Button>
        </View>
      )}
      {has('decide') && <Decide claim={claim} act={act} />}
      {has('pay') && (
        <Button className="staff-claim-pay" type="primary" block loading={busy} onClick={() => act((c) => claimsApi.staffPayClaim(c.id))}>
          {t('staffClaims.pay')}
        </Button>
      )}
      {has('close') && (
        <Button className="staff-claim-close" block onClick={() => act((c) => claimsApi.staffCloseClaim(c.id))}>
          {t('staffClaims.close')}
        </Button>
      )}
      {has('carrier_ref') && (
        <View className="staff-card staff-row staff-claim-carrier">
          <Input
            className="staff-claim-ref"
            value={ref}
            maxLength={60}
            placeholder={t('staffClaims.carrierRef')}
            onChange={(v: string) => setRef(v)}
          />
          <Button size="small" className="staff-claim-ref-save" onClick={() => act((c) => claimsApi.staffCarrierRef(c.id, ref.trim()))}>
            {t('staffClaims.saveRef')}
          </Button>
        </View>
      )}
      <View className="staff-card staff-claim-log">
        <View className="staff-card-title">{t('staffClaims.log')}</View>
        <Timeline events={claim.events} currency={claim.currency} />
      </View>
    </View>
  );
}

export default function StaffClaimPage() {
  usePage('staffClaims.title');
  return <StaffGate className="staff-claim-page">{() => <Workbench />}</StaffGate>;
}
