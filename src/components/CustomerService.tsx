// Customer service in the mini-program: WeChat's own customer-service button (open-type="contact"), with what the
// chat is about as the session's message card, beside the site's phone. H5: CustomerService.h5.tsx.
import { Button } from '@tarojs/components';
import { useT } from '@/locales';
import { ServiceBox, type ServiceCard } from './service/ServiceBox';
import '@/locales/areas/service';

export function CustomerService({ card, className }: { card?: ServiceCard; className?: string }) {
  const t = useT();
  const chat = (
    <Button
      className="service-action service-chat"
      openType="contact"
      showMessageCard={!!card}
      sendMessageTitle={card?.title}
      sendMessagePath={card?.path}
    >
      {t('service.chat')}
    </Button>
  );
  return <ServiceBox chat={chat} className={className} />;
}
