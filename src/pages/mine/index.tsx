// Mine (tab): profile header, the member level card, menu, language switch and logout.
import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { CustomerService } from '@/components/CustomerService';
import { FeatureIcon } from '@/components/FeatureIcon';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { LangSwitch } from '@/components/LangSwitch';
import { MINE_MENU } from '@/features';
import { usePage } from '@/hooks/usePage';
import { goLoginFrom, openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { confirmDialog } from '@/services/feedback';
import { useStores } from '@/stores';
import { MemberCard } from './MemberCard';
import { ProfileHeader } from './ProfileHeader';
import './index.css';
import '@/locales/areas/tabs';

function MinePage() {
  usePage('title.mine', { tab: true });
  const t = useT();
  const { session, inbox } = useStores();

  Taro.useDidShow(() => session.ensureUser());

  const logout = async () => {
    const confirm = await confirmDialog(t('mine.logout'), t('mine.logoutConfirm'));
    if (!confirm) return;
    await session.logout().catch(() => {});
    goLoginFrom(ROUTES.home); // signing in again opens home, not this page
  };

  return (
    <View className="mine-page">
      <ProfileHeader />
      {session.signedIn && <MemberCard />}
      {session.userInfo?.deletion_due_at && (
        <View className="mine-row mine-deletion" onClick={() => openRoute(ROUTES.privacyDelete)}>
          <View className="mine-deletion-text">
            <InstantIn sentence={t('mine.deletionDue', { time: IN_SENTENCE })} at={session.userInfo.deletion_due_at} />
          </View>
          <View className="mine-deletion-cancel">{t('mine.deletionCancel')}</View>
        </View>
      )}
      <View className="mine-menu">
        {MINE_MENU.map((item) => (
          <View key={item.key} className={`mine-menu-item menu-${item.key}`} onClick={() => openRoute(item.route)}>
            <FeatureIcon name={item.key} color={item.color} />
            <View className="mine-menu-label">{t(`menu.${item.key}`)}</View>
            {item.key === 'messages' && inbox.unread > 0 && (
              <View className="mine-menu-badge">{inbox.unread > 99 ? '99+' : inbox.unread}</View>
            )}
          </View>
        ))}
      </View>
      {session.signedIn && <CustomerService className="mine-service" />}
      {(session.userInfo?.role === 'staff' || session.userInfo?.role === 'admin') && (
        <View className="mine-row mine-staff" onClick={() => openRoute(ROUTES.staffHome)}>
          <View className="mine-staff-label">{t('staff.menu')}</View>
          <View className="mine-staff-hint">{t('staff.menuHint')}</View>
        </View>
      )}
      <View className="mine-row">
        <View>{t('mine.language')}</View>
        <LangSwitch />
      </View>
      {session.signedIn && (
        <Button className="mine-logout" block onClick={logout}>
          {t('mine.logout')}
        </Button>
      )}
    </View>
  );
}

export default observer(MinePage);
