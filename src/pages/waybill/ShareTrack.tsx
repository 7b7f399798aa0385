// Share a waybill's tracking in the mini-program: WeChat's share button; the card is the page's (usePage `share`:
// trackShareCard). H5: ShareTrack.h5.tsx.
import { Button } from '@tarojs/components';
import { useT } from '@/locales';
import '@/locales/areas/service';

export function ShareTrack(_: { no: string }) {
  const t = useT();
  return (
    <Button className="waybill-extra waybill-share" openType="share">
      {t('waybillShare.share')}
    </Button>
  );
}
