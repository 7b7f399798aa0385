// About us: what the service is, the customer's site and its service phone, the app's version, and the
// agreement and guide (the mine menu's "About" used to open the agreement-signing page instead).
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { APP_VERSION } from '@/constants';
import { usePage } from '@/hooks/usePage';
import { openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { useStores } from '@/stores';
import { formatPhone } from '@/utils/phone';
import '../../content.css';
import './index.css';
import '@/locales/areas/about';

function Row({ name, label, value, onClick }: { name: string; label: string; value: string; onClick?: () => void }) {
  return (
    <View className={`about-row about-${name}${onClick ? ' about-row--link' : ''}`} onClick={onClick}>
      <View className="about-row-label">{label}</View>
      <View className="about-row-value">{value}</View>
    </View>
  );
}

function AboutPage() {
  usePage('about.title');
  const t = useT();
  const { session } = useStores();
  const setting = session.setting;
  return (
    <View className="content-page about-page">
      <View className="content-card about-intro">
        <View className="content-card-title">{t('app.name')}</View>
        <View className="about-text">{t('about.intro')}</View>
      </View>
      <View className="content-card about-facts">
        {setting && <Row name="site" label={t('about.site')} value={setting.site.name} />}
        {setting?.service_phone && <Row name="phone" label={t('about.phone')} value={formatPhone(setting.service_phone)} />}
        <Row name="version" label={t('about.version')} value={APP_VERSION} />
      </View>
      <View className="content-card about-links">
        <Row name="agreement" label={t('about.agreement')} value="›" onClick={() => openRoute(ROUTES.transportProtocol)} />
        <Row name="guide" label={t('about.guide')} value="›" onClick={() => openRoute(ROUTES.guide)} />
      </View>
    </View>
  );
}

export default observer(AboutPage);
