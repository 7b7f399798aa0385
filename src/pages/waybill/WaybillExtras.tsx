// Below a waybill's detail: share its tracking, send again, and customer service about it.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { CustomerService } from '@/components/CustomerService';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as addressService from '@/services/address';
import { useService, useStores } from '@/stores';
import type { WaybillDetail } from '@contract/waybill';
import { againDraft } from './send-again';
import { ShareTrack } from './ShareTrack';
import './extras.css';
import '@/locales/areas/service';

export function WaybillExtras({ w }: { w: WaybillDetail }) {
  const t = useT();
  const { drafts } = useStores();
  const addressApi = useService(addressService);
  const entry = (id: number | undefined) => (id ? addressApi.getAddress(id).catch(() => null) : Promise.resolve(null));

  const sendAgain = async () => {
    const [recipient, sender] = await Promise.all([entry(w.recipient.address_id), entry(w.sender?.address_id)]);
    const again = againDraft(w, recipient, sender);
    if (again.kind === 'pack') drafts.save('pack', again.draft);
    else drafts.save('send', again.draft);
    // The form opens on the draft and says so itself ("form restored").
    await Taro.navigateTo({ url: again.kind === 'pack' ? ROUTES.waybillPack : ROUTES.waybillSend });
  };

  return (
    <>
      <View className="waybill-section waybill-detail-more">
        {w.status !== 'cancelled' && <ShareTrack no={w.no} />}
        <View className="waybill-extra waybill-send-again" onClick={sendAgain}>
          {t('waybillShare.sendAgain')}
        </View>
      </View>
      <CustomerService
        className="waybill-detail-service"
        card={{ title: t('service.cardWaybill', { no: w.no }), path: `${ROUTES.waybillDetail}?id=${w.id}` }}
      />
    </>
  );
}
