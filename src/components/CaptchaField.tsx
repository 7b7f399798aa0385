// Verification code input with the "get code" button and its resend countdown.
import { Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { CAPTCHA_RESEND_S } from '@/constants';
import { useCountdown } from '@/hooks/useCountdown';
import { useT } from '@/locales';
import { CAPTCHA_LENGTH } from '@contract/api';
import './fields.css';

interface Props {
  value: string;
  onChange: (code: string) => void;
  /** Sends the code; resolves the server's resend_in seconds, rejects when nothing was sent. */
  onSend: () => Promise<number | undefined>;
  className?: string;
}

export function CaptchaField({ value, onChange, onSend, className = '' }: Props) {
  const t = useT();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (countdown.running || sending) return;
    setSending(true);
    try {
      countdown.start((await onSend()) ?? CAPTCHA_RESEND_S);
    } catch {
      // the reason was already shown (validation message or request toast)
    } finally {
      setSending(false);
    }
  };

  return (
    <View className={`field field-captcha ${className}`}>
      <Input
        className="field-input"
        type="number"
        maxLength={CAPTCHA_LENGTH}
        value={value}
        onChange={onChange}
        placeholder={t('form.captchaPlaceholder')}
      />
      <View className={`get-code ${countdown.running || sending ? 'get-code--waiting' : ''}`} onClick={send}>
        {countdown.running ? t('form.resendIn', { s: countdown.left }) : t('form.getCode')}
      </View>
    </View>
  );
}
