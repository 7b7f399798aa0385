// Customer service on H5: the site's WeChat Work customer-service link (set by admins; WeChat's contact button
// exists only in the mini-program) beside the site's phone. The mini-program's: CustomerService.tsx.
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import { ServiceBox, type ServiceCard } from './service/ServiceBox';
import '@/locales/areas/service';

function CustomerServiceH5({ className }: { card?: ServiceCard; className?: string }) {
  const t = useT();
  const { session } = useStores();
  const url = session.setting?.service_kf_url ?? '';
  const chat = url ? (
    <View className="service-action service-chat" onClick={() => window.location.assign(url)}>
      {t('service.chat')}
    </View>
  ) : null;
  return <ServiceBox chat={chat} className={className} />;
}

export const CustomerService = observer(CustomerServiceH5);
