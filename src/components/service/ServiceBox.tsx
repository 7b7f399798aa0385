// The frame both platforms' customer-service entries share: a title, the platform's chat entry, the site's phone
// (tap to call) and hours, from the user info's settings. Nothing at all when the site offers neither.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AsWritten } from '@/components/Instant';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import { formatPhone } from '@/utils/phone';
import './service.css';
import '@/locales/areas/service';

function ServiceBoxView({ chat, className = '' }: { chat: ReactNode; className?: string }) {
  const t = useT();
  const { session } = useStores();
  const phone = session.setting?.service_phone ?? '';
  const hours = session.setting?.service_hours ?? '';
  if (!chat && !phone) return null;
  const call = () => Taro.makePhoneCall({ phoneNumber: phone.replace(/[^\d+]/g, '') }).catch(() => {});
  return (
    <View className={`service-box ${className}`}>
      <View className="service-box-title">{t('service.title')}</View>
      <View className="service-box-actions">
        {chat}
        {phone && (
          <View className="service-action service-call" onClick={call}>
            {t('service.call', { phone: formatPhone(phone) })}
          </View>
        )}
      </View>
      {hours && (
        <View className="service-hours">
          {t('service.hours')}
          <AsWritten text={hours} />
        </View>
      )}
    </View>
  );
}

export const ServiceBox = observer(ServiceBoxView);

/** What the chat is about (the mini-program shows it as the session's message card): a title and the page to open. */
export interface ServiceCard {
  title: string;
  path: string;
}
