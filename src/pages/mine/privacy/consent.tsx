// Opened at launch (app/launch.ts) when a signed-in customer has not agreed to the privacy policy version in force:
// what changed and where to read it, "agree" (recorded, then on to the page opened) or sign out. docs/privacy.md.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { usePage } from '@/hooks/usePage';
import { usePolicy } from '@/hooks/usePolicyVersion';
import { goLoginFrom, goOn } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as privacyService from '@/services/privacy';
import { useService, useStores } from '@/stores';
import './index.css';
import '@/locales/areas/rights';

export default function PolicyConsentPage() {
  usePage('rightsConsent.title');
  const t = useT();
  const { session } = useStores();
  const privacyApi = useService(privacyService);
  const policy = usePolicy();
  const [busy, setBusy] = useState(false);

  const agree = async () => {
    if (!policy || busy) return;
    setBusy(true);
    try {
      await privacyApi.giveConsent({ kind: 'privacy_policy', version: policy.version });
      goOn();
    } catch {
      // toasted by the request layer
    } finally {
      setBusy(false);
    }
  };

  const signOut = async () => {
    await session.logout().catch(() => {});
    goLoginFrom(ROUTES.home);
  };

  return (
    <View className="rights-page rights-consent-page">
      <View className="rights-card">
        <View className="rights-card-title">{t('rightsConsent.heading')}</View>
        {!policy ? (
          <Skeleton rows={2} animated />
        ) : (
          <View className="rights-muted rights-consent-body">
            {/* The day it took effect, as the server wrote it in the site's zone. */}
            <InstantIn sentence={t('rightsConsent.body', { version: policy.version, date: IN_SENTENCE })} value={policy.effective_at} />
          </View>
        )}
        <View className="rights-link rights-consent-read" onClick={() => Taro.navigateTo({ url: ROUTES.privacyPolicy })}>
          {t('rightsConsent.read')}
        </View>
      </View>
      <View className="rights-actions">
        <Button className="rights-consent-agree" type="primary" block loading={busy} disabled={!policy} onClick={agree}>
          {t('rightsConsent.agree')}
        </Button>
        <Button className="rights-consent-sign-out" block onClick={signOut}>
          {t('rightsConsent.signOut')}
        </Button>
      </View>
    </View>
  );
}
