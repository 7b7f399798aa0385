// Share a waybill's tracking on H5: copy the link of its public tracking page. The mini-program's: ShareTrack.tsx.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import { trackPath } from './track-share';
import '@/locales/areas/service';

export function ShareTrack({ no }: { no: string }) {
  const t = useT();
  const copy = () =>
    Taro.setClipboardData({ data: `${window.location.origin}${trackPath(no)}` }).then(
      () => toast(t('waybillShare.copied')),
      () => {},
    );
  return (
    <View className="waybill-extra waybill-share" onClick={copy}>
      {t('waybillShare.copyLink')}
    </View>
  );
}
