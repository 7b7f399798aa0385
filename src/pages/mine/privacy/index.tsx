// The privacy centre (mine -> 隐私与数据 / Privacy & data): the policy, the consents given (withdraw where allowed),
// "download my data" (a ZIP prepared in the background, once per 24 h, its link valid 24 h) and the way to delete
// the account. docs/privacy.md.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { useLoadEffect } from '@/hooks/useLoadEffect';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { saveBlob } from '@/lib/save-blob';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as accountService from '@/services/account';
import { confirmDialog, toast } from '@/services/feedback';
import * as privacyService from '@/services/privacy';
import { useService, useStores } from '@/stores';
import type { DataExport, ExportList } from '@contract/account';
import { type Consent, type ConsentList, WITHDRAWABLE_CONSENT_KINDS, type WithdrawableConsentKind } from '@contract/privacy';
import './index.css';
import '@/locales/areas/rights';

const withdrawable = (c: Consent): c is Consent & { kind: WithdrawableConsentKind } =>
  !c.withdrawn_at && (WITHDRAWABLE_CONSENT_KINDS as readonly string[]).includes(c.kind);

function Consents() {
  const t = useT();
  const privacyApi = useService(privacyService);
  const [list, setList] = useState<ConsentList | null>(null);
  const load = useCallback(
    () => privacyApi.getConsents().then(setList, () => setList({ list: [], policy_version: null, policy_agreed: false })),
    [privacyApi],
  );
  useLoadEffect(() => {
    load();
  }, [load]);

  const withdraw = async (c: Consent & { kind: WithdrawableConsentKind }) => {
    const body = c.kind === 'sensitive_id' ? t('rights.withdrawIdBody') : t('rights.withdrawMarketingBody');
    if (!(await confirmDialog(t('rights.withdrawTitle'), body))) return;
    try {
      await privacyApi.withdrawConsent(
        c.kind === 'sensitive_id' ? { kind: c.kind, address_id: c.address_id ?? undefined } : { kind: c.kind },
      );
      toast(t('rights.withdrawn'));
      await load();
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <View className="rights-card rights-consents">
      <View className="rights-card-title">{t('rights.consents')}</View>
      {!list ? (
        <Skeleton rows={2} animated />
      ) : list.list.length === 0 ? (
        <View className="rights-muted">{t('rights.consentsEmpty')}</View>
      ) : (
        list.list.map((c) => (
          <View key={c.id} className={`rights-consent rights-consent-${c.kind}`}>
            <View className="rights-consent-text">
              <View>{t(`rights.consentKind.${c.kind}`)}</View>
              <View className="rights-muted">
                {t('rights.consentVersion', { version: c.version })} ·{' '}
                {c.withdrawn_at ? (
                  <InstantIn sentence={t('rights.withdrawnAt', { time: IN_SENTENCE })} at={c.withdrawn_at} day />
                ) : (
                  <InstantIn sentence={t('rights.givenAt', { time: IN_SENTENCE })} at={c.given_at} day />
                )}
              </View>
            </View>
            {withdrawable(c) && (
              <View className="rights-link rights-withdraw" onClick={() => withdraw(c)}>
                {t('rights.withdraw')}
              </View>
            )}
          </View>
        ))
      )}
    </View>
  );
}

function ExportRow({ item }: { item: DataExport }) {
  const t = useT();
  const accountApi = useService(accountService);
  const download = async () => {
    if (!item.url) return;
    if (process.env.TARO_ENV !== 'h5') {
      // The mini-program cannot open a ZIP: the link goes to a browser.
      await Taro.setClipboardData({ data: item.url }).then(
        () => toast(t('rights.exportCopied')),
        () => {},
      );
      return;
    }
    try {
      saveBlob(await accountApi.downloadExport(item), 'my-data.zip');
    } catch {
      // toasted by the request layer
    }
  };
  return (
    <View className={`rights-export rights-export-${item.state}`}>
      <View className="rights-export-text">
        <View className="rights-export-state">{t(`rights.exportState.${item.state}`)}</View>
        <View className="rights-muted">
          <InstantIn sentence={t('rights.exportAskedAt', { time: IN_SENTENCE })} at={item.created_at} />
        </View>
        {item.state === 'ready' && item.expires_at && (
          <View className="rights-muted">
            <InstantIn sentence={t('rights.exportExpiresAt', { time: IN_SENTENCE })} at={item.expires_at} />
            {item.size !== null && ` · ${t('rights.exportSize', { size: Math.max(1, Math.round(item.size / 1024)) })}`}
          </View>
        )}
      </View>
      {item.state === 'ready' && (
        <Button className="rights-export-download" size="small" type="primary" fill="outline" onClick={download}>
          {t('rights.exportDownload')}
        </Button>
      )}
    </View>
  );
}

function Exports() {
  const t = useT();
  const accountApi = useService(accountService);
  const [exports, setExports] = useState<ExportList | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => accountApi.listExports().then(setExports, () => {}), [accountApi]);
  useLoadEffect(() => {
    load();
  }, [load]);
  Taro.usePullDownRefresh(() => {
    load().finally(() => Taro.stopPullDownRefresh());
  });

  const ask = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await accountApi.createExport();
      toast(t('rights.exportQueued'));
      await load();
    } catch {
      // toasted by the request layer (once per 24 h)
    } finally {
      setBusy(false);
    }
  };

  return (
    <View className="rights-card rights-exports">
      <View className="rights-card-title">{t('rights.exportTitle')}</View>
      <View className="rights-muted">{t('rights.exportHint')}</View>
      {exports?.list.map((item) => (
        <ExportRow key={item.id} item={item} />
      ))}
      {exports?.next_at ? (
        <View className="rights-muted rights-export-next">
          <InstantIn sentence={t('rights.exportNextAt', { time: IN_SENTENCE })} at={exports.next_at} />
        </View>
      ) : (
        <Button className="rights-export-ask" type="primary" block loading={busy} disabled={!exports} onClick={ask}>
          {t('rights.exportAsk')}
        </Button>
      )}
    </View>
  );
}

function PrivacyCentre() {
  usePage('rights.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="rights-page">
      <View className="rights-card rights-policy" onClick={() => Taro.navigateTo({ url: ROUTES.privacyPolicy })}>
        <View className="rights-row">
          <View>
            <View className="rights-card-title">{t('rights.policy')}</View>
            <View className="rights-muted">{t('rights.policyHint')}</View>
          </View>
          <View className="rights-arrow">›</View>
        </View>
      </View>
      {session.signedIn ? (
        <>
          <Consents />
          <Exports />
          <View className="rights-card rights-delete" onClick={() => Taro.navigateTo({ url: ROUTES.privacyDelete })}>
            <View className="rights-row">
              <View>
                <View className="rights-card-title rights-danger">{t('rights.deleteTitle')}</View>
                <View className="rights-muted">{t('rights.deleteHint')}</View>
              </View>
              <View className="rights-arrow">›</View>
            </View>
          </View>
          <ZoneNote className="rights-zone" />
        </>
      ) : (
        <EmptyState className="rights-signed-out" text={t('rights.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(PrivacyCentre);
