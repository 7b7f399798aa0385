// The app's own privacy prompt (mini-program): what the next step uses and why, a link to the policy, "agree"
// (a button with open-type agreePrivacyAuthorization, as WeChat requires) and "decline". Put it on every page that
// picks photos or addresses; on H5 it renders nothing.
import { Button, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { AGREE_BUTTON_ID, answerPrivacyPrompt, followPrivacyPrompt } from '@/lib/privacy-prompt';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import './privacy-prompt.css';
import '@/locales/areas/privacy-prompt';

export function PrivacyPrompt() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => (process.env.TARO_ENV === 'weapp' ? followPrivacyPrompt(setOpen) : undefined), []);
  if (!open) return null;
  return (
    <View className="privacy-prompt">
      <View className="privacy-prompt-box">
        <View className="privacy-prompt-title">{t('privacyPrompt.title')}</View>
        <View className="privacy-prompt-text">{t('privacyPrompt.summary')}</View>
        <View className="privacy-prompt-link" onClick={() => Taro.navigateTo({ url: ROUTES.privacyPolicy })}>
          {t('privacyPrompt.policy')}
        </View>
        <View className="privacy-prompt-actions">
          <Button className="privacy-prompt-decline" onClick={() => answerPrivacyPrompt(false)}>
            {t('privacyPrompt.decline')}
          </Button>
          <Button
            id={AGREE_BUTTON_ID}
            className="privacy-prompt-agree"
            openType="agreePrivacyAuthorization"
            onAgreePrivacyAuthorization={() => answerPrivacyPrompt(true)}
          >
            {t('privacyPrompt.agree')}
          </Button>
        </View>
      </View>
    </View>
  );
}
