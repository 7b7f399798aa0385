// The H5 page-chunk loading and error views; the error view reloads the page when tapped.
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import './page-load.css';

export const PageLoadView = observer(function PageLoadView() {
  const t = useT();
  const { ui } = useStores();
  if (ui.pageLoad === 'idle') return null;
  if (ui.pageLoad === 'loading') {
    return (
      <View className="page-load page-load--loading">
        <View className="page-load-spinner" />
        <View>{t('loader.loading')}</View>
      </View>
    );
  }
  return (
    <View className="page-load page-load--error" onClick={() => window.location.reload()}>
      <View>{t('loader.error')}</View>
      <View className="page-load-retry">{t('loader.retry')}</View>
    </View>
  );
});
