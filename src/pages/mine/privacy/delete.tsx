// Delete my account: what must be finished first, what is given up (acknowledged with a tick), the SMS code to the
// account's own number, then the deletion is scheduled after the grace period; until then "cancel deletion".
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { CaptchaField } from '@/components/CaptchaField';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { useLoadEffect } from '@/hooks/useLoadEffect';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import * as accountService from '@/services/account';
import { confirmDialog, toast } from '@/services/feedback';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { DeletionCheck, DeletionForfeit } from '@contract/account';
import { shownKg } from '@contract/units';
import './index.css';
import '@/locales/areas/rights';

function forfeitText(t: ReturnType<typeof useT>, f: DeletionForfeit): string {
  if (f.kind === 'card_grams') return t('rightsDelete.forfeit.card_grams', { kg: shownKg(f.amount) });
  return t(`rightsDelete.forfeit.${f.kind}`, { amount: formatMoney(f.amount, f.currency ?? '') });
}

function DeleteForm() {
  const t = useT();
  const accountApi = useService(accountService);
  const [check, setCheck] = useState<DeletionCheck | null>(null);
  const [ack, setAck] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => accountApi.deletionCheck().then(setCheck, () => {}), [accountApi]);
  useLoadEffect(() => {
    load();
  }, [load]);

  if (!check)
    return (
      <View className="rights-card">
        <Skeleton rows={5} animated />
      </View>
    );

  const submit = async () => {
    if (busy) return;
    if (check.forfeits.length && !ack) return toast(t('rightsDelete.needAck'));
    if (check.mobile && code.length === 0) return toast(t('rightsDelete.needCode'));
    if (!(await confirmDialog(t('rightsDelete.confirmTitle'), t('rightsDelete.confirmBody', { hours: check.grace_hours })))) return;
    setBusy(true);
    try {
      setCheck(await accountApi.requestDeletion({ acknowledge_forfeits: ack, ...(check.mobile ? { captcha: code } : {}) }));
    } catch {
      // toasted by the request layer: something open, wrong code, already scheduled
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await accountApi.cancelDeletion();
      toast(t('rightsDelete.cancelled'));
      await load();
    } catch {
      // toasted by the request layer
    } finally {
      setBusy(false);
    }
  };

  if (check.scheduled)
    return (
      <View className="rights-card rights-delete-scheduled">
        <View className="rights-card-title rights-danger">
          <InstantIn sentence={t('rightsDelete.scheduled', { time: IN_SENTENCE })} at={check.scheduled.due_at} />
        </View>
        <View className="rights-muted">{t('rightsDelete.scheduledHint')}</View>
        <Button className="rights-delete-cancel" type="primary" block loading={busy} onClick={cancel}>
          {t('rightsDelete.cancel')}
        </Button>
        <ZoneNote />
      </View>
    );

  const blocked = check.blockers.length > 0;
  return (
    <>
      <View className="rights-card">
        <View className="rights-muted">{t('rightsDelete.intro')}</View>
      </View>
      {blocked && (
        <View className="rights-card rights-delete-blockers">
          <View className="rights-card-title">{t('rightsDelete.blockersTitle')}</View>
          <View className="rights-list">
            {check.blockers.map((b) => (
              <View key={b.kind} className={`rights-blocker rights-blocker-${b.kind}`}>
                · {t(`rightsDelete.blocker.${b.kind}`, { n: b.count })}
              </View>
            ))}
          </View>
        </View>
      )}
      {!blocked && (
        <View className="rights-card rights-delete-form">
          {check.forfeits.length > 0 && (
            <>
              <View className="rights-card-title">{t('rightsDelete.forfeitsTitle')}</View>
              <View className="rights-list">
                {check.forfeits.map((f) => (
                  <View key={f.kind} className={`rights-forfeit rights-forfeit-${f.kind}`}>
                    · {forfeitText(t, f)}
                  </View>
                ))}
              </View>
              <View className={`rights-ack${ack ? ' rights-ack--on' : ''}`} onClick={() => setAck(!ack)}>
                <View className="rights-ack-box">{ack ? '✓' : ''}</View>
                {t('rightsDelete.acknowledge')}
              </View>
            </>
          )}
          {check.mobile && (
            <>
              <View className="rights-muted">{t('rightsDelete.codeTo', { mobile: check.mobile })}</View>
              <CaptchaField
                className="rights-delete-code"
                value={code}
                onChange={setCode}
                onSend={() => accountApi.sendDeletionCode().then((sent) => sent.resend_in)}
              />
            </>
          )}
          <View className="rights-muted">{t('rightsDelete.grace', { hours: check.grace_hours })}</View>
          <Button className="rights-delete-submit" type="danger" block loading={busy} onClick={submit}>
            {t('rightsDelete.submit')}
          </Button>
        </View>
      )}
    </>
  );
}

function DeletePage() {
  usePage('rightsDelete.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="rights-page rights-delete-page">
      {session.signedIn ? (
        <DeleteForm />
      ) : (
        <EmptyState className="rights-signed-out" text={t('rightsDelete.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(DeletePage);
